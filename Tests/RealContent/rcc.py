#!/usr/bin/env python3
"""Reads a Qt binary resource file (.rcc, as GCompris ships its activities): read(PATH) gives
{path: bytes}. The format: a header ("qres", version, offsets of the tree, the data and the
names), a tree of 14- or 22-byte nodes, names in UTF-16, data zlib-compressed when flagged.
rcc.py FILE [OUT] lists the files, or writes them under OUT."""
import struct, sys, zlib, os

def read(path):
    b = open(path, 'rb').read()
    if b[:4] != b'qres':
        raise ValueError(f"{path} is not a Qt resource file")
    version, tree, data, names = struct.unpack('>IIII', b[4:20])
    node = 14 if version == 1 else 22
    def name(off):
        n, = struct.unpack('>H', b[names + off:names + off + 2])
        return b[names + off + 6:names + off + 6 + 2 * n].decode('utf-16-be')
    out = {}
    def walk(i, prefix):
        at = tree + i * node
        noff, flags = struct.unpack('>IH', b[at:at + 6])
        nm = name(noff) if i else ''
        if flags & 2:
            count, first = struct.unpack('>II', b[at + 6:at + 14])
            for c in range(first, first + count):
                walk(c, prefix + nm + '/' if i else '')
        else:
            _, _, doff = struct.unpack('>HHI', b[at + 6:at + 14])
            size, = struct.unpack('>I', b[data + doff:data + doff + 4])
            raw = b[data + doff + 4:data + doff + 4 + size]
            if flags & 1:
                raw = zlib.decompress(raw[4:])
            elif flags & 4:
                raise ValueError(f"{path}: {prefix + nm} is zstd-compressed, which this reader does not read")
            out[prefix + nm] = raw
    walk(0, '')
    return out

if __name__ == '__main__':
    files = read(sys.argv[1])
    for k, v in sorted(files.items()):
        if len(sys.argv) > 2:
            p = os.path.join(sys.argv[2], k)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            open(p, 'wb').write(v)
        else:
            print(len(v), k)
