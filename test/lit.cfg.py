# lit configuration of the Theseus test suite. Tests are .ll files with RUN/CHECK lines.
import os
import subprocess
import sys

import lit.formats

config.name = "Theseus"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

obj_root = getattr(config, "theseus_obj_root", None)
if obj_root is None:
    lit_config.fatal("run lit on the build directory (<build>/test), which holds lit.site.cfg.py")
config.test_exec_root = os.path.join(obj_root, "test")

if not os.path.exists(config.theseus_binary):
    lit_config.fatal("theseus is not built: %s (run `ninja theseus` first)" % config.theseus_binary)

# FileCheck, not, count come from LLVM 19.
config.environment["PATH"] = os.pathsep.join([config.llvm_tools_dir, config.environment.get("PATH", "")])
# Per-command time limit of %expect-exit (lit's own --timeout needs psutil, which may be absent).
if "THESEUS_TEST_TIMEOUT" in os.environ:
    config.environment["THESEUS_TEST_TIMEOUT"] = os.environ["THESEUS_TEST_TIMEOUT"]

helper = os.path.join(config.test_source_root, "expect-exit.py")
config.substitutions.append(("%theseus", config.theseus_binary))
# `%expect-exit N CMD...` runs CMD, passes its output through, and succeeds iff CMD exits with N.
config.substitutions.append(("%expect-exit", '"%s" "%s"' % (sys.executable, helper)))
# `%flip-byte FILE OFFSET` complements one byte of FILE (test/flip-byte.py): a damage that always changes it.
config.substitutions.append(("%flip-byte", '"%s" "%s"' % (sys.executable, os.path.join(config.test_source_root, "flip-byte.py"))))

# `%hide-library LIB CMD...` runs CMD with the library LIB hidden (test/hide-library.sh); the feature
# `private-mounts` says this machine lets the tests do it (unprivileged user and mount namespaces).
hide = os.path.join(config.test_source_root, "hide-library.sh")
config.substitutions.append(("%hide-library", hide))
config.substitutions.append(("%sqlite-library", config.sqlite_library))
config.substitutions.append(("%hiredis-library", config.hiredis_library))


def can_hide_libraries():
    try:
        probe = subprocess.run([hide, "/dev/null", "true"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return probe.returncode == 0


if can_hide_libraries():
    config.available_features.add("private-mounts")
else:
    lit_config.note("no private mount namespaces here (unshare --map-root-user --mount): tests that hide a library are unsupported")
