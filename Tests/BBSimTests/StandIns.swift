import Foundation
import Testing
import _ButterflyShims

/// Special files made inside a test's own scratch folder, standing in for the machine's devices: tests
/// never name a path under the real `/dev` (as root, a writer bug there replaces the machine's
/// `/dev/null`).
enum StandIns {
  /// Linux's device numbers for the null device (1, 3) and the always-full device (1, 7).
  static let null = (major: UInt32(1), minor: UInt32(3))
  static let full = (major: UInt32(1), minor: UInt32(7))

  /// Makes a character device at `url`; cancels the test with the reason when the system refuses (`mknod`
  /// needs CAP_MKNOD, which root has on this project's machines and CI).
  static func characterDevice(at url: URL, _ numbers: (major: UInt32, minor: UInt32)) throws -> URL {
    guard mknod(url.path, S_IFCHR | 0o666, deviceNumber(numbers)) == 0 else {
      let reason = String(cString: strerror(errno))
      try Test.cancel("cannot make a character device stand-in here (mknod: \(reason))")
    }
    return url
  }

  /// glibc's `makedev` (a C macro Swift cannot import): the major number's low 12 bits at 8…19, its high
  /// bits from 32, the minor number's low 8 bits at 0…7 and its high bits from 12.
  static func deviceNumber(_ numbers: (major: UInt32, minor: UInt32)) -> dev_t {
    let (major, minor) = (UInt64(numbers.major), UInt64(numbers.minor))
    let low = ((major & 0xfff) << 8) | (minor & 0xff) | ((minor & ~0xff) << 12)
    return dev_t(low | ((major & ~0xfff) << 32))
  }

  /// Makes a FIFO at `url`.
  static func fifo(at url: URL) throws -> URL {
    guard mkfifo(url.path, 0o644) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    return url
  }

  /// The kind of file at `url` without following a final symlink (`S_IFREG`, `S_IFCHR`, `S_IFIFO`, `S_IFLNK`, …).
  static func kind(of url: URL) -> mode_t? {
    var info = stat()
    return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }

  /// The permission bits of the file at `url` (following symlinks).
  static func permissions(of url: URL) -> mode_t? {
    var info = stat()
    return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }
}
