#include "verify/memory/MemoryImageOf.h"

namespace theseus::verify {

namespace {

constexpr unsigned kBlockIdBits = semantics::kPointerBits - semantics::kOffsetBits;

uint64_t valueIn(const z3::model& model, const z3::expr& e) {
  uint64_t v = 0;
  model.eval(e, true).is_numeral_u64(v);
  return v;
}

// Block `bid`'s bytes [0, size) of the byte array `bytes` (16-bit bytes: poison above value).
semantics::BlockBytes bytesOf(const z3::model& model, z3::context& c, const z3::expr& bytes, unsigned bid, uint64_t size) {
  semantics::BlockBytes out;
  for (uint64_t o = 0; o < size; ++o) {
    uint64_t byte = valueIn(model, z3::select(bytes, pointerWord(c, bid, o)));
    out.value.push_back(uint8_t(byte));
    out.poison.push_back(uint8_t(byte >> 8));
  }
  return out;
}

} // namespace

z3::expr pointerWord(z3::context& c, unsigned bid, uint64_t offset) {
  return z3::concat(c.bv_val(bid, kBlockIdBits), c.bv_val(offset, semantics::kOffsetBits));
}

std::optional<semantics::MemoryImage> memoryImageOf(const z3::model& model, const SharedMemory& shared, unsigned locals, uint64_t maxBytes) {
  z3::context& c = const_cast<SharedMemory&>(shared).context();
  semantics::MemoryImage image;
  for (unsigned k = 0; k <= shared.nonLocalBlocks(); ++k) {
    z3::expr bid = c.bv_val(k, kBlockIdBits);
    semantics::MemoryBlockImage block;
    block.size = k ? valueIn(model, shared.nonLocalSize(bid)) : 0;
    if (block.size > maxBytes) return std::nullopt;
    block.address = valueIn(model, shared.blockAddress(bid));
    block.alignLog = unsigned(valueIn(model, shared.nonLocalAlignLog(bid)));
    block.writable = model.eval(shared.nonLocalWritable(bid), true).is_true();
    block.bytes = bytesOf(model, c, shared.initialBytes(), k, block.size);
    image.blocks.push_back(std::move(block));
  }
  for (unsigned l = 0; l < locals; ++l)
    image.localAddresses.push_back(valueIn(model, shared.blockAddress(c.bv_val(shared.nonLocalBlocks() + 1 + l, kBlockIdBits))));
  return image;
}

std::vector<semantics::BlockBytes> finalBytesOf(const z3::model& model, const Z3Memory& run, const semantics::MemoryImage& image) {
  z3::context& c = run.nonLocalBytes().ctx();
  std::vector<semantics::BlockBytes> out;
  for (unsigned k = 0; k < image.blocks.size(); ++k) out.push_back(bytesOf(model, c, run.nonLocalBytes(), k, image.blocks[k].size));
  return out;
}

} // namespace theseus::verify
