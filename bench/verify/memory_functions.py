"""Random loop-free C functions with arrays and pointers, for clang_pairs.py --kind memory.

Each function takes `int *p` (sometimes `restrict`), `const int *q`, `unsigned char *s` and two
ints, declares a local `int t[4]` (uninitialized, partly or fully initialized) and sometimes a
local `unsigned char u[8]`, and mixes loads and stores through all of them (constant indices and
masked variable ones such as `t[a & 3]`, `p[b & 7]`), pointer arithmetic and comparisons, small
`__builtin_memcpy`/`__builtin_memset`, products, an if/else and ternaries; it returns an int and
leaves stores in the caller's memory. No loops: the verifier has none."""
import random

BINOPS = ["+", "-", "*", "&", "|", "^", "+", "-"]
CONSTANTS = [0, 1, 2, 3, 5, 7, 255, -1, 0x10001]


class MemoryFunction:
    """One function being written: its statements, the int variables in scope, the local arrays
    once declared (their initializers do not read them) and the derived pointer `r`."""

    def __init__(self, rng: random.Random, index: int):
        self.rng = rng
        self.index = index
        self.ints = ["a", "b"]
        self.lines = []
        self.has_t = False
        self.has_u = False
        self.r_target = None
        self.counter = 0

    def index4(self) -> str:
        """An index into a 4-element array: a constant, or an int masked to 0..3."""
        if self.rng.random() < 0.5:
            return str(self.rng.randint(0, 3))
        return f"({self.rng.choice(self.ints)} & 3)"

    def index8(self) -> str:
        """An index into the caller's memory: a constant, or an int masked to 0..7."""
        if self.rng.random() < 0.5:
            return str(self.rng.randint(0, 7))
        return f"({self.rng.choice(self.ints)} & 7)"

    def load(self) -> str:
        """A load from one of the arrays or pointers in scope."""
        choices = (["t", "t"] if self.has_t else []) + ["p", "q", "s"] + (["u"] if self.has_u else []) + (["r", "r"] if self.r_target else [])
        which = self.rng.choice(choices)
        if which == "t":
            return f"t[{self.index4()}]"
        if which == "u":
            return f"u[{self.index8()}]"
        if which == "r":
            return "*r"
        return f"{which}[{self.index8()}]"

    def expr(self, depth: int) -> str:
        """An int expression over the variables in scope and loads."""
        rng = self.rng
        if depth == 0 or rng.random() < 0.25:
            roll = rng.random()
            if roll < 0.45:
                return rng.choice(self.ints)
            if roll < 0.85:
                return self.load()
            return str(rng.choice(CONSTANTS))
        if rng.random() < 0.1:
            return f"({self.expr(depth - 1)} << {rng.randint(0, 7)})"
        return f"({self.expr(depth - 1)} {rng.choice(BINOPS)} {self.expr(depth - 1)})"

    def cond(self) -> str:
        """A comparison of ints, or of two pointers into the caller's int memory."""
        op = self.rng.choice(["<", ">", "==", "!=", "<=", ">="])
        if self.rng.random() < 0.25:
            left = self.rng.choice(["p", f"p + {self.rng.randint(0, 3)}"] + (["r"] if self.r_target == "p" else []))
            right = self.rng.choice(["q", f"q + {self.rng.randint(0, 3)}", f"p + ({self.rng.choice(self.ints)} & 3)"])
            return f"{left} {op} {right}"
        return f"{self.expr(1)} {op} {self.expr(1)}"

    def fresh(self) -> str:
        self.counter += 1
        return f"x{self.counter}"

    def local_arrays(self) -> None:
        """Declares `int t[4]` with one of four initializations, and maybe `unsigned char u[8]`.
        A partial initializer has constant elements only: clang -O0 zero-fills the rest of one
        with variable elements by a loop."""
        rng = self.rng
        style = rng.randint(0, 3)
        if style == 0:
            self.lines.append("  int t[4];")
            self.lines.append(f"  t[{rng.randint(0, 3)}] = {self.expr(1)};")
            self.has_t = True
        elif style == 1:
            self.lines.append("  int t[4] = {0};")
        elif style == 2:
            self.lines.append(f"  int t[4] = {{{rng.choice(CONSTANTS)}, {rng.choice(CONSTANTS)}}};")
        else:
            self.lines.append("  int t[4] = {" + ", ".join(self.expr(1) for _ in range(4)) + "};")
        self.has_t = True
        if rng.random() < 0.35:
            if rng.random() < 0.5:
                self.lines.append(f"  unsigned char u[8] = {{{rng.randint(0, 255)}, {rng.randint(0, 255)}}};")
            else:
                self.lines.append("  unsigned char u[8];")
                self.lines.append(f"  __builtin_memset(u, {self.expr(1)}, 8);")
            self.has_u = True

    def store(self) -> str:
        """A store through one of the arrays or pointers."""
        rng = self.rng
        which = rng.choice(["t", "t", "p", "s"] + (["u"] if self.has_u else []) + (["r"] if self.r_target else []))
        value = self.expr(2)
        if which == "t":
            return f"t[{self.index4()}] = {value};"
        if which == "u":
            return f"u[{self.index8()}] = {value};"
        if which == "r":
            return f"*r = {value};"
        return f"{which}[{self.index8()}] = {value};"

    def mem_intrinsic(self) -> str:
        """A small constant-size __builtin_memcpy or __builtin_memset."""
        rng = self.rng
        kind = rng.randint(0, 4)
        if kind == 0:
            words = rng.randint(1, 4)
            return f"__builtin_memcpy(t + {rng.randint(0, 4 - words)}, q + {rng.randint(0, 3)}, {4 * words});"
        if kind == 1:
            words = rng.randint(1, 4)
            return f"__builtin_memcpy(p + {rng.randint(0, 3)}, t + {rng.randint(0, 4 - words)}, {4 * words});"
        if kind == 2:
            words = rng.randint(1, 4)
            return f"__builtin_memset(t + {rng.randint(0, 4 - words)}, {rng.choice([0, 0, 255, 1])}, {4 * words});"
        if kind == 3:
            return f"__builtin_memset(s + {rng.randint(0, 3)}, {self.expr(1)}, {rng.randint(1, 4)});"
        if self.has_u:
            return f"__builtin_memcpy(s + {rng.randint(0, 3)}, u + {rng.randint(0, 4)}, {rng.randint(1, 4)});"
        return f"__builtin_memcpy(s, q + {rng.randint(0, 1)}, {rng.randint(1, 8)});"

    def derived_pointer(self) -> None:
        """Declares `int *r` by pointer arithmetic: into p, or into p or t chosen by a condition."""
        rng = self.rng
        if rng.random() < 0.5:
            self.lines.append(f"  int *r = p + ({rng.choice(self.ints)} & {rng.choice([1, 3])});")
            self.r_target = "p"
        else:
            self.lines.append(f"  int *r = ({self.cond()}) ? p + {rng.randint(0, 3)} : t + {self.index4()};")
            self.r_target = "p or t"

    def new_int(self) -> None:
        name = self.fresh()
        if self.rng.random() < 0.3:
            self.lines.append(f"  int {name} = ({self.cond()}) ? {self.expr(2)} : {self.expr(2)};")
        elif self.r_target == "p" and self.rng.random() < 0.3:
            self.lines.append(f"  int {name} = (int)(r - p) + {self.expr(2)};")
        else:
            self.lines.append(f"  int {name} = {self.expr(3)};")
        self.ints.append(name)

    def branch(self) -> None:
        """An if/else whose arms assign a fresh int and store."""
        name = self.fresh()
        self.lines.append(f"  int {name} = {self.expr(1)};")
        self.lines.append(f"  if ({self.cond()}) {{ {name} = {self.expr(2)}; {self.store()} }}")
        self.lines.append(f"  else {{ {self.store()} {name} = {self.expr(2)}; }}")
        self.ints.append(name)

    def write(self) -> str:
        rng = self.rng
        restrict = "restrict " if rng.random() < 0.25 else ""
        self.lines.append(f"int f{self.index}(int *{restrict}p, const int *q, unsigned char *s, int a, int b) {{")
        self.local_arrays()
        steps = [self.new_int, self.new_int, self.branch, lambda: self.lines.append("  " + self.store()),
                 lambda: self.lines.append("  " + self.mem_intrinsic())]
        pointer_at = rng.randint(0, 3)
        for step in range(rng.randint(3, 6)):
            if step == pointer_at and rng.random() < 0.6:
                self.derived_pointer()
            rng.choice(steps)()
        self.lines.append(f"  return {self.expr(3)};")
        self.lines.append("}")
        return "\n".join(self.lines) + "\n"


def memory_function(rng: random.Random, index: int) -> str:
    """The C text of function `f<index>` with arrays and pointers, drawn from `rng`."""
    return MemoryFunction(rng, index).write()
