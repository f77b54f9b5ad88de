#!/bin/sh
# usage: hide-library.sh LIBRARY COMMAND [ARG...]
# Runs COMMAND in a private mount namespace (unshare) in which LIBRARY is /dev/null, so that a
# dlopen of it fails ("file too short"); the files outside the namespace are untouched.
library=$1
shift
exec unshare --map-root-user --mount sh -c 'mount --bind /dev/null "$0" && exec "$@"' "$library" "$@"
