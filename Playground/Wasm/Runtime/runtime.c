// The few C library functions Embedded Swift's code calls on wasm32 with no C library: memory for
// Swift's objects and arrays (posix_memalign, free), memcmp, round (ties away from zero, as C's) and
// the 128-bit multiply LLVM emits for overflow checks (__multi3), Hasher's seed (arc4random_buf), and
// the text-to-Double conversion behind `Double(String)` (_swift_stdlib_strtod_clocale), which the
// tuning reader (SpinTuning(json:)) calls. No model code lives here.
//
// Memory: blocks of 2^k bytes (k ≥ 5), a 16-byte header holding k, one free list per k; a free block is
// reused for the next request of its size class, new blocks come from the end of the heap, which grows
// with memory.grow. Alignment up to 16 bytes (all Embedded Swift asks of a wasm32 heap).
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { header = 16, classes = 32, pageSize = 65536 };
static void *freeLists[classes];
static uintptr_t heapEnd;

static int sizeClass(size_t size) {
  int k = 5;
  while (k < classes - 1 && ((size_t)1 << k) < size + header) k += 1;
  return k;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment > header) return 12;  // ENOMEM: never asked for
  int k = sizeClass(size);
  unsigned char *block = freeLists[k];
  if (block) {
    freeLists[k] = *(void **)(block + header);
  } else {
    if (!heapEnd) heapEnd = ((uintptr_t)&__heap_base + header - 1) & ~(uintptr_t)(header - 1);
    uintptr_t end = heapEnd + ((uintptr_t)1 << k);
    uintptr_t available = __builtin_wasm_memory_size(0) * (uintptr_t)pageSize;
    if (end > available &&
        __builtin_wasm_memory_grow(0, (end - available + pageSize - 1) / pageSize) == (size_t)-1)
      return 12;
    block = (unsigned char *)heapEnd;
    heapEnd = end;
  }
  *(uint32_t *)block = (uint32_t)k;
  *result = block + header;
  return 0;
}

void free(void *pointer) {
  if (!pointer) return;
  unsigned char *block = (unsigned char *)pointer - header;
  int k = (int)*(uint32_t *)block;
  *(void **)(block + header) = freeLists[k];
  freeLists[k] = block;
}

int memcmp(const void *a, const void *b, size_t count) {
  const unsigned char *x = a, *y = b;
  for (size_t i = 0; i < count; i += 1)
    if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

double round(double x) {
  double t = __builtin_trunc(x);
  return __builtin_fabs(x - t) >= 0.5 ? t + __builtin_copysign(1.0, x) : t;
}

// The low 128 bits of a × b, from 64-bit halves.
typedef struct { uint64_t low, high; } U128;
U128 __multi3(uint64_t aLow, uint64_t aHigh, uint64_t bLow, uint64_t bHigh) {
  uint64_t a0 = aLow & 0xffffffffu, a1 = aLow >> 32, b0 = bLow & 0xffffffffu, b1 = bLow >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  U128 r;
  r.low = (middle << 32) | (p00 & 0xffffffffu);
  r.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + aLow * bHigh + aHigh * bLow;
  return r;
}

// The seed of Swift's Hasher (a Hashable type's hashValue, a Set's or Dictionary's buckets): the page
// hashes nothing an attacker chooses, so the seed is fixed (zeros), as SWIFT_DETERMINISTIC_HASHING
// makes it natively; hashing and iteration order are then the same on every load.
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  for (size_t i = 0; i < count; i += 1) bytes[i] = 0;
}

// `Double(text)`'s conversion. The standard library calls it with a NUL-terminated text and accepts
// the answer only when the returned end is the terminator. Natively it is C's strtod; here it reads
// the longest prefix that is a JSON number (RFC 8259 §6: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?)
// and takes its value from the page's `Number` (wasm.js's `number.parse`), which rounds a decimal
// text to the nearest double (ECMAScript's StringToNumber; V8 and SpiderMonkey round every length
// correctly), as strtod does; beyond the largest double it is ±Infinity, below the smallest ±0, as
// strtod's. A text that does not start with a JSON number (hex, "inf", "nan", a leading '+' or '.')
// is refused (NULL): the module's only caller, the tuning reader, has checked that grammar already.
__attribute__((import_module("number"), import_name("parse"))) double pageNumber(const char *text,
                                                                                 size_t length);

static int isDigit(char c) { return c >= '0' && c <= '9'; }

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  const char *end = text;
  if (*end == '-') end += 1;
  if (*end == '0') {
    end += 1;
  } else if (isDigit(*end)) {
    while (isDigit(*end)) end += 1;
  } else {
    return 0;
  }
  if (*end == '.' && isDigit(end[1])) {
    end += 1;
    while (isDigit(*end)) end += 1;
  }
  if (*end == 'e' || *end == 'E') {
    const char *exponent = end + 1;
    if (*exponent == '+' || *exponent == '-') exponent += 1;
    if (isDigit(*exponent)) {
      while (isDigit(*exponent)) exponent += 1;
      end = exponent;
    }
  }
  *result = pageNumber(text, (size_t)(end - text));
  return end;
}
