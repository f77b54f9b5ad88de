"""The programs of the speedup benchmark and how they are built.

A program is a list of C sources (each with its own extra flags) linked into one binary, and its
kernels. The realcode programs are a driver of ours (drivers/*_bench.c, run by drivers/harness.h)
compiled with the library's sources from ../shared/corpus/realcode; each kernel is one of the
driver's entry points, run alone with `--kernel NAME`. The programs of examples/corpus are a
kernel each: the whole program. Every compile is `clang-19 -O3 -march=M`; the plugin variant adds
`-fpass-plugin` and runs cache-only (the environment of `plugin_environment`).
"""
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DRIVERS = Path(__file__).resolve().parent / "drivers"
CORPUS = ROOT / "examples" / "corpus"
REALCODE = ROOT.parent / "shared" / "corpus" / "realcode"

sys.path.insert(0, str(CORPUS))
import differential  # noqa: E402  (host_flags, skip_reason, applied_rewrites)

ZLIB_SOURCES = ("adler32", "compress", "crc32", "deflate", "infback", "inffast", "inflate", "inftrees", "trees", "uncompr")


@dataclass
class Source:
    """One C source and the flags it alone needs (include folders, defines)."""
    path: Path
    flags: list = field(default_factory=list)


@dataclass
class Program:
    """A program of the benchmark: its sources, whether it is a harness driver, link flags."""
    name: str
    sources: list
    harness: bool  # True: a driver of drivers/harness.h with kernels; False: one kernel, the program
    link_flags: list = field(default_factory=list)
    requires: str = ""  # why it cannot run here, or empty
    kernels: list = field(default_factory=list)


def realcode_programs(realcode: Path):
    """The four library programs, or [] with the reason when `realcode` is absent."""
    if not (realcode / "zlib" / "zlib.h").exists():
        return [], f"{realcode} is absent: the realcode programs (zlib, lz4, xxhash, stb) are skipped"
    inc = lambda lib: [f"-I{realcode / lib}", f"-I{DRIVERS}"]  # noqa: E731
    zlib = [Source(realcode / "zlib" / f"{s}.c", inc("zlib")) for s in ZLIB_SOURCES]
    zlib.append(Source(realcode / "zlib" / "zutil.c", inc("zlib") + ["-DZ_SOLO"]))
    return [
        Program("zlib", [Source(DRIVERS / "zlib_bench.c", inc("zlib")), *zlib], True),
        Program("lz4", [Source(DRIVERS / "lz4_bench.c", inc("lz4")),
                        *(Source(realcode / "lz4" / f, inc("lz4")) for f in ("lz4.c", "lz4hc.c"))], True),
        Program("xxhash", [Source(DRIVERS / "xxhash_bench.c", inc("xxhash")), Source(realcode / "xxhash" / "xxhash.c", inc("xxhash"))],
                True),
        Program("stb", [Source(DRIVERS / "stb_bench.c", inc("stb") + ["-Wno-unused-function"])], True, ["-lm"]),
    ], ""


def corpus_programs(flags, march):
    """Every examples/corpus program, marked with why it cannot run on this host when it cannot."""
    return [Program(p.stem, [Source(p, [f"-I{CORPUS}"])], False, requires=differential.skip_reason(p, flags, march))
            for p in sorted(CORPUS.glob("*.c"))]


def plugin_environment(cache: Path, ledger: Path, report: Path, march: str):
    """The environment of a cache-only plugin compile: no THESEUS_ variable of the caller's."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("THESEUS_")}
    env.update(THESEUS_CACHE=str(cache), THESEUS_CACHE_ONLY="1", THESEUS_PROOF_LEDGER=str(ledger), THESEUS_REPORT=str(report),
               THESEUS_MCPU=march)
    return env


def compile_source(source: Source, out: Path, march: str, mode: str, plugin=None, env=None):
    """Compiles one source: mode "object" (-c), "ir" (-S -emit-llvm -g, what harvest reads) or
    "asm" (-S -g, the listing of the report). Exits with clang's message when it fails."""
    mode_flags = {"object": ["-c"], "ir": ["-S", "-emit-llvm", "-g"], "asm": ["-S", "-g"]}[mode]
    cmd = ["clang-19", "-O3", f"-march={march}", *source.flags, *mode_flags, str(source.path), "-o", str(out)]
    if plugin:
        cmd.insert(1, f"-fpass-plugin={plugin}")
    run = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"speedup.py: {' '.join(cmd)} exited {run.returncode}:\n{run.stderr[-3000:]}")
    return out


def object_name(program: Program, source: Source, suffix: str):
    """The file name of one source's output within the program's folder (the program's sources
    have distinct stems)."""
    return f"{source.path.stem}.{suffix}"


def build(program: Program, folder: Path, march: str, variant: str, plugin=None, env=None):
    """Compiles and links the program's `variant` (plain or plugin) into folder/VARIANT/NAME."""
    where = folder / variant
    where.mkdir(parents=True, exist_ok=True)
    objects = [compile_source(s, where / object_name(program, s, "o"), march, "object", plugin, env) for s in program.sources]
    binary = where / program.name
    cmd = ["clang-19", *map(str, objects), "-o", str(binary), *program.link_flags]
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"speedup.py: {' '.join(cmd)} exited {run.returncode}:\n{run.stderr[-3000:]}")
    return binary


def listings(program: Program, folder: Path, march: str, variant: str, plugin=None, env=None):
    """The .s listings (with debug locations) of the program's `variant`, one per source."""
    where = folder / f"{variant}-asm"
    where.mkdir(parents=True, exist_ok=True)
    return [compile_source(s, where / object_name(program, s, "s"), march, "asm", plugin, env) for s in program.sources]


def kernels_of(program: Program, binary: Path):
    """The program's kernel names: the driver's --list, or the program's own name."""
    if not program.harness:
        return [program.name]
    out = subprocess.run([str(binary), "--list"], check=True, capture_output=True, text=True).stdout
    return out.split()


def kernel_command(program: Program, binary: Path, kernel=None, time_ms=0):
    """The command that runs the program: one kernel (or all), timed for time_ms when > 0."""
    cmd = [str(binary)]
    if program.harness and kernel:
        cmd += ["--kernel", kernel]
    if program.harness and time_ms:
        cmd += ["--time", str(time_ms)]
    return cmd
