#!/usr/bin/env python3
"""Writes the page's service worker, BUILD_DIR/sw.js, from app/web/sw.js.in: the list of the build's files
it caches and a version that is their hash (a new build, a new version, a new cache).

    make_sw.py TEMPLATE BUILD_DIR
"""
import hashlib
import json
import os
import sys

# The page's files (docs/web.md, "Publishing"), and the bundled scenes beside it.
PAGE = ['index.html', 'hitlab.js', 'hitlab.wasm', 'hitlab.data', 'manifest.webmanifest', 'icon-192.png',
        'icon-512.png', 'icon-maskable-512.png']


def main():
    template, build = sys.argv[1], sys.argv[2]
    scenes = sorted('scenes/' + n for n in os.listdir(os.path.join(build, 'scenes')) if n.endswith('.json'))
    files = PAGE + scenes
    digest = hashlib.sha256()
    for name in files:
        with open(os.path.join(build, name), 'rb') as f:
            digest.update(name.encode() + b'\0' + f.read() + b'\0')
    with open(template, encoding='utf-8') as f:
        text = f.read()
    text = text.replace('@VERSION@', digest.hexdigest()[:16]).replace('@FILES@', json.dumps(files))
    tmp = os.path.join(build, 'sw.js.tmp')
    with open(tmp, 'w', encoding='utf-8') as f:
        f.write(text)
    os.replace(tmp, os.path.join(build, 'sw.js'))


if __name__ == '__main__':
    main()
