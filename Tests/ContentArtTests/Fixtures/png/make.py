"""Writes the PNG fixtures of PNGCodecTests with Python's zlib only (run from this folder)."""
import struct
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, depth, colour, rows, extra=b""):
    header = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0))
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + header + extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


# 16-bit RGBA 2x1: (0x8000, 0xFFFF, 0x0000, 0xFFFF) and (0x1234, 0x5678, 0x9ABC, 0x8000)
open("rgba16.png", "wb").write(png(2, 1, 16, 6, [struct.pack(">8H", 0x8000, 0xFFFF, 0, 0xFFFF, 0x1234, 0x5678, 0x9ABC, 0x8000)]))
# palette 3x1 with transparency on the second entry
palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255])) + chunk(b"tRNS", bytes([255, 128]))
open("palette.png", "wb").write(png(3, 1, 8, 3, [bytes([0, 1, 2])], palette))
# 8-bit grey 1x1 of value 128 declaring gamma 1.0
open("gamma10.png", "wb").write(png(1, 1, 8, 0, [bytes([128])], chunk(b"gAMA", struct.pack(">I", 100000))))
good = png(4, 4, 8, 6, [bytes(range(16))] * 4)
open("truncated.png", "wb").write(good[: len(good) // 2])
bad = bytearray(good)
bad[len(good) - 20] ^= 0xFF  # inside the IDAT data: its CRC no longer matches
open("bad-crc.png", "wb").write(bytes(bad))
# a header claiming 100000x100000 pixels, with a valid CRC and a tiny IDAT
open("huge-header.png", "wb").write(png(100000, 100000, 8, 6, [b""]))
