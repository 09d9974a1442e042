#!/usr/bin/env python3
"""Prints the web page's own words (the messages `page-…` of each language's Fluent file in the
folder given) as one JSON object, {"en": {"page-loading": "Loading Daga…", …}, "sw": …}, for
scripts/build-web.sh to write into the page: it speaks before the game's module is loaded.
Those messages are single lines whose arguments are plain `{ $name }`."""
import json
import pathlib
import re
import sys

folder = pathlib.Path(sys.argv[1])
words = {}
for file in sorted(folder.glob("*.ftl")):
    messages = {}
    for line in file.read_text(encoding="utf-8").splitlines():
        found = re.match(r"^(page-[a-z0-9-]+) = (.*)$", line)
        if found:
            messages[found.group(1)] = found.group(2)
    words[file.stem] = messages
print(json.dumps(words, ensure_ascii=False))
