#!/usr/bin/env python3
"""flip-byte.py FILE OFFSET: complements the byte at OFFSET of FILE in place, so the file is
damaged whatever the byte held (writing a fixed byte leaves it intact when it already held it)."""
import sys

path, offset = sys.argv[1], int(sys.argv[2])
with open(path, "r+b") as f:
    f.seek(offset)
    byte = f.read(1)
    if len(byte) != 1:
        sys.exit(f"flip-byte.py: {path} has no byte at {offset}")
    f.seek(offset)
    f.write(bytes([byte[0] ^ 0xFF]))
