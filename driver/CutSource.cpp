#include "driver/CutSource.h"

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instruction.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::driver {

namespace {

std::string printed(const llvm::Instruction& inst) {
  std::string text;
  llvm::raw_string_ostream os(text);
  inst.print(os);
  os.flush();
  size_t first = text.find_first_not_of(' ');
  return first == std::string::npos ? text : text.substr(first);
}

} // namespace

CutRecord describeCut(const cut::Cut& c, bool withText) {
  CutRecord record;
  record.function = c.root->getFunction()->getName().str();
  if (withText) record.root = printed(*c.root);
  if (const llvm::DILocation* loc = c.root->getDebugLoc().get()) {
    record.file = loc->getFilename().str();
    record.line = loc->getLine();
    record.column = loc->getColumn();
  }
  if (withText) record.cutText = cut::cutText(c);
  record.cutInstructions = c.instructionCount;
  record.inputs = unsigned(c.inputs.size());
  record.hasControlFlow = c.hasControlFlow;
  return record;
}

} // namespace theseus::driver
