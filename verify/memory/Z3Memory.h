#pragma once
// The memory model of one run (src's or tgt's) in Z3, the `M` of semantics/MemoryOps.h
// (docs/memory.md). Blocks: 0 is null; 1..K are the non-local blocks pointer arguments and
// loaded pointers may point into, with sizes and addresses that are inputs shared by src and tgt,
// and initial bytes both runs read from the same array; each alloca is a fresh local block of
// this run, its bytes poison until written. A byte is 16 bits: 8 poison bits above 8 value bits.
#include "semantics/MemoryBytes.h"
#include "semantics/MemoryOps.h"
#include "verify/Z3Domain.h"
#include "verify/memory/Z3Globals.h"

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace theseus::verify {

// What src's and tgt's memories share: the non-local blocks, their sizes, addresses and initial
// bytes, and the numbering of local blocks (each run's locals get ids of their own).
class SharedMemory {
public:
  // `nonLocalBlocks` is K (at least 1), the blocks of pointer inputs; each of `globals` has a
  // block of its own before them (ids 1..G, then G+1..G+K).
  // With `nullIsValid` (null_pointer_is_valid), block 0 is a real non-local block at address 0:
  // its size, alignment and writability are inputs like any non-local block's.
  SharedMemory(z3::context& c, unsigned nonLocalBlocks, std::vector<GlobalBlock> globals = {}, bool nullIsValid = false);
  z3::context& context() { return c_; }
  unsigned nonLocalBlocks() const { return k_; }
  bool nullIsValid() const { return nullIsValid_; }
  // Whether block id `bid` (8 bits) is one of the non-local blocks 1..K (or the null block when
  // it is valid).
  z3::expr isNonLocal(const z3::expr& bid) const;
  // The size (64 bits) and address (64 bits) of non-local or null block `bid`.
  z3::expr nonLocalSize(const z3::expr& bid) const;
  z3::expr blockAddress(const z3::expr& bid) const;
  // log2 of the alignment of non-local block `bid` (8 bits), and whether it may be written (a
  // dereferenceable block may be read-only: Alive2's attrs/dereferenceable-fail2).
  z3::expr nonLocalAlignLog(const z3::expr& bid) const;
  z3::expr nonLocalWritable(const z3::expr& bid) const;
  // What every input assumes of the non-local blocks: a non-null address, a multiple of the
  // block's alignment, a size below 2^55 (as local blocks; 56-bit offsets then cannot wrap inside
  // an inbounds block), with the block below 2^64 and disjoint from the other non-local blocks.
  z3::expr assumptions() const;
  const z3::expr& initialBytes() const { return initial_; }
  // Makes every initial byte poison-free (Alive2's initial memory under -disallow-ub-exploitation,
  // which implies -disable-poison-input); before any Z3Memory of this SharedMemory is made.
  void makeInitialBytesPoisonFree();
  bool initialBytesArePoisonFree() const { return initialPoisonFree_; }
  const std::vector<GlobalBlock>& globals() const { return globals_; }
  // The pointer to the start of global `name`'s block.
  z3::expr globalPointer(const std::string& name) const;
  // Whether block id `bid` is a constant global's block.
  z3::expr isConstantGlobal(const z3::expr& bid) const;
  // The argument bit (semantics/MemoryEffects.h) of the pointer that memory before the run holds
  // at pointer word `location`: an input shared by src and tgt.
  z3::expr initialArgumentBit(const z3::expr& location) const { return argumentBit_(location); }
  // Whether the final memory comparison covers non-local block `bid` (GlobalBlock::compared).
  z3::expr comparedAtEnd(const z3::expr& bid) const;
  // A fresh local block id; throws UnsupportedConstruct past kPhysicalBlock - 1 blocks.
  unsigned newLocalBlock();
  // Counts an inttoptr of either run; throws UnsupportedConstruct for the second one.
  void countPhysicalPointer();
  // Registers `word`, a pointer input both runs read (a pointer argument's lane, the thread
  // pointer), that the query assumes null or into a non-local block (pointerArgumentsValid,
  // MemoryRefinement.h), an assumption src's definedness includes.
  void addInputPointer(const z3::expr& word) {
    inputPointers_.push_back(word);
    inputForms_.clear();
  }
  // Whether block id `bid` (8 bits) is, by its form, never a local block where src is defined: a
  // numeral of the null or a non-local block, the top bits of a registered input pointer or of a
  // `concat` whose top bits are such a block (getelementptr keeps the block), or an `ite` (select,
  // phi) of such. A run may then leave its local blocks out of what `bid` names: the formula
  // changes only where src is UB, so the query stays equivalent.
  bool isInputBlock(const z3::expr& bid) const;
  // Whether pointer word `word` is, by its form, a registered input pointer, a `concat` whose top
  // bits pass isInputBlock, or an `ite` of such.
  bool isInputWord(const z3::expr& word) const;

private:
  // What global `g`, whose block is `bid`, fixes: its size, alignment and writability.
  z3::expr globalAssumption(const z3::expr& bid, const GlobalBlock& g) const;
  // What a valid null block assumes: its alignment at most 2^32, its size below 2^55.
  z3::expr nullAssumption() const;

  z3::context& c_;
  unsigned k_;
  std::vector<GlobalBlock> globals_;
  bool nullIsValid_;
  z3::func_decl size_, address_, alignLog_, writable_, argumentBit_;
  z3::expr initial_;
  bool initialPoisonFree_ = false;
  unsigned nextLocal_;
  unsigned physicalPointers_ = 0;
  std::vector<z3::expr> inputPointers_;
  // isInputWord's and isInputBlock's answers by term id: a word shared by many selects and phis is looked at once,
  // not once per path to it.
  mutable std::unordered_map<unsigned, bool> inputForms_;
};

// Throws UnsupportedConstruct when an inttoptr operand of `run` mentions a nondeterministic
// constant of `sink` (an undef reading or a freeze choice): src's window assumption must hold on
// every run, which one shared window cannot promise for a value that varies between runs.
void requireDeterministicPhysicalAddresses(const Z3Memory& run, const NondetSink& sink);

// The block id of inttoptr's pointers (255 marks returned local pointers, MemoryRefinement.h).
inline constexpr unsigned kPhysicalBlock = 254;

class Z3Memory {
public:
  using BV = z3::expr;
  using Bool = z3::expr;

  explicit Z3Memory(SharedMemory& shared);

  BV allocate(const BV& bytes, uint64_t align, const Bool& reach);
  BV globalPointer(const ir::Global& g) const { return shared_.globalPointer(g.name()); }
  Bool canAccess(const BV& ptr, const BV& bytes, semantics::AccessKind kind) const;
  Bool inBounds(const BV& ptr) const;
  // Alive2's alignment: the block is aligned to at least `align` and the offset is a multiple of
  // it (null is aligned).
  Bool isAligned(const BV& ptr, uint64_t align) const;
  BV address(const BV& ptr) const;
  // What llvm.thread.pointer returns: one pointer input shared by src and tgt, the same at every
  // call (a function runs on one thread), valid as a pointer argument is (Encoding assumes it).
  BV threadPointer() const { return c_.bv_const("thread.pointer", semantics::kPointerBits); }
  // What semantics/MemoryEffects.h asks: whether the block is non-local, a constant global's, and
  // the argument bit of a pointer loaded from `location` that memory held before the run.
  Bool isNonLocalPointer(const BV& ptr) const;
  Bool isConstantGlobalPointer(const BV& ptr) const;
  Bool loadedPointerIsArgumentBased(const BV& location) const { return shared_.initialArgumentBit(location); }
  // Whether `ptr`, loaded as a pointer by a function that stores no pointer, stands for one: it
  // names the null block or a non-local block. Always with poison-free initial bytes
  // (-disallow-ub-exploitation), where Alive2 assumes it of every loaded pointer instead (a
  // precondition this model does not have: the word is taken as it is, over-strict only).
  Bool mayBeLoadedPointer(const BV& ptr) const;
  // inttoptr of `address` reached with a non-poison operand when `when` (Z3Physical.cpp): null
  // for 0, else the pointer of block kPhysicalBlock at offset `address` - that block's address.
  // The block is no allocation (an access through it is UB, so the importer allows none); its
  // address is the base of a window of 2^56 addresses that assumptions() requires `address` to
  // lie in, which is exact for one inttoptr per pair (SharedMemory counts them).
  BV physicalPointer(const BV& address, const Bool& when);
  // The operands of this run's inttoptrs, to check that they are no nondeterministic choice.
  const std::vector<z3::expr>& physicalAddresses() const { return physicalAddresses_; }
  // The bytes at [ptr, ptr + n). A pointer whose block simplifies to a local (non-local) one reads
  // only the local (non-local) array: the other branch of the if-then-else is dead.
  std::vector<semantics::Byte<Z3Domain>> read(const BV& ptr, unsigned n) const;
  // The 16-bit byte terms of each read of this run, in order (verify/memory/LoadMerging.h).
  const std::vector<std::vector<z3::expr>>& reads() const { return reads_; }
  // Writes `bytes` at ptr when `reach`; an array the write cannot reach (the block known local or
  // non-local) is left as it is.
  void write(const BV& ptr, const std::vector<semantics::Byte<Z3Domain>>& bytes, const Bool& reach);
  // The memory intrinsics' operations (semantics/MemoryIntrinsics.h; Z3MemoryCalls.cpp).
  Bool isStack(const BV& ptr) const;
  void setLive(const BV& ptr, bool live, const Bool& when);
  void fill(const BV& ptr, const semantics::Byte<Z3Domain>& byte, const BV& n, const Bool& when);
  void copy(const BV& dst, const BV& src, const BV& n, const Bool& when);
  void poisonBlock(const BV& ptr, const Bool& when);

  // Alive2's nocapture check (verify/memory/Z3Captures.cpp): from the first markCapturedPointer
  // on, the run keeps, per non-local byte, whether it holds a byte of a non-poison pointer based
  // on a nocapture parameter. markCapturedPointer sets it for the `n` bytes a store of such a
  // pointer at `ptr` wrote when `when`; every later write, fill and poisoning of a non-local byte
  // clears it (a copy is unsupported). holdsCapturedPointer: whether a byte marked so is still
  // marked (the UB of a return). Only for a function that reads no memory (PointerProvenance).
  void markCapturedPointer(const BV& ptr, unsigned n, const Bool& when);
  Bool holdsCapturedPointer() const;

  // What the run assumes of its own blocks: each local block's address is a non-null multiple of
  // its alignment, its size below 2^55, the block disjoint from the non-local blocks, and from
  // the run's local blocks that were live when it was allocated or made live again
  // (lifetime.start: a dead block's place may be reused).
  z3::expr assumptions() const;
  // The non-local bytes after the run (an array from pointer words to 16-bit bytes).
  const z3::expr& nonLocalBytes() const { return nonLocal_; }
  // Whether block id `bid` is a local block of this run.
  Bool isLocal(const BV& bid) const;
  // Whether the run wrote to memory at all.
  bool wrote() const { return wrote_; }

private:
  struct LocalBlock {
    unsigned id;
    z3::expr size;
    z3::expr alive;
    uint64_t align;
  };
  Bool isLive(const BV& bid) const;
  BV sizeOf(const BV& bid) const;
  BV alignLogOf(const BV& bid) const;
  BV byteAt(const BV& ptr, unsigned k) const;
  // `array` with `byte` stored at `at` when `when` holds (simplified): unchanged when `when` is
  // false; the same array either way.
  static z3::expr writtenWhen(const z3::expr& array, const z3::expr& when, const z3::expr& at, const z3::expr& byte);
  // Under `when`, block `b` is disjoint from every other live local block.
  z3::expr disjointFromLiveLocals(const LocalBlock& b, const z3::expr& when) const;
  // `array` with the bytes at the pointer words where `inside(word)` holds replaced by
  // `byte(word)` (16 bits), when `when` (Z3 lambda); `array` itself when `when` simplifies to
  // false (a pointer whose block is known to be in the other array).
  z3::expr updated(const z3::expr& array, const z3::expr& when, const std::function<z3::expr(const z3::expr&)>& inside,
                   const std::function<z3::expr(const z3::expr&)>& byte) const;

  // Clears the captured-pointer marks of the non-local bytes where `when && inside(word)`.
  void clearCaptured(const z3::expr& when, const std::function<z3::expr(const z3::expr&)>& inside);

  SharedMemory& shared_;
  z3::context& c_;
  std::optional<z3::expr> captured_;
  std::vector<z3::expr> capturedBytes_;
  std::vector<LocalBlock> locals_;
  std::vector<z3::expr> localDisjointness_;
  std::vector<z3::expr> physicalAddresses_, physicalInWindow_;
  z3::expr nonLocal_, local_;
  mutable std::vector<std::vector<z3::expr>> reads_;
  bool wrote_ = false;
};

} // namespace theseus::verify
