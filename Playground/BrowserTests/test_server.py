"""The playground server closes connections that send nothing: idle ones and ones stalled part-way
through a request's head (PlaygroundLimits.idleTimeout, 5 s, through Hummingbird's idle timeout), so
slow clients cannot hold it; before, both stayed open for as long as the client liked."""

import socket
import time
import unittest
from urllib.parse import urlparse

from harness import URL

IDLE_TIMEOUT_S = 5
# The close must come after the timeout and well before a client holding it would notice: the
# server's event loop checks once the timeout has passed, and a loaded machine delays it by seconds.
LATEST_CLOSE_S = IDLE_TIMEOUT_S + 10


def seconds_until_closed(sent=b""):
    address = urlparse(URL)
    with socket.create_connection((address.hostname, address.port), timeout=LATEST_CLOSE_S + 5) as connection:
        started = time.monotonic()
        if sent:
            connection.sendall(sent)
        try:
            while connection.recv(4096):
                pass
        except socket.timeout:
            return float("inf")
        return time.monotonic() - started


class ServerTimeoutTests(unittest.TestCase):
    def test_an_idle_connection_is_closed(self):
        elapsed = seconds_until_closed()
        self.assertGreaterEqual(elapsed, IDLE_TIMEOUT_S - 0.5)
        self.assertLessEqual(elapsed, LATEST_CLOSE_S)

    def test_a_request_stalled_in_its_head_is_closed(self):
        elapsed = seconds_until_closed(b"POST /api/control HTTP/1.1\r\nHost: playground\r\nContent-Type: appl")
        self.assertGreaterEqual(elapsed, IDLE_TIMEOUT_S - 0.5)
        self.assertLessEqual(elapsed, LATEST_CLOSE_S)


if __name__ == "__main__":
    unittest.main(verbosity=2)
