#!/usr/bin/env python3
"""corrupt_cache.py DB OLD NEW: replaces OLD by NEW in every cached rewrite of the SQLite cache DB
(to test that a wrong cached rewrite is caught)."""
import sqlite3
import sys

db = sqlite3.connect(sys.argv[1])
changed = db.execute("UPDATE rewrites SET rewrite = replace(rewrite, ?, ?)", (sys.argv[2], sys.argv[3])).rowcount
db.commit()
print(f"corrupted {changed} entries")
