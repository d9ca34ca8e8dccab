// commands.cpp — undo and redo of shape-level changes.
#include "commands.h"

namespace hitlab::app {

void applyCommand(std::vector<NamedShape>& shapes, const Command& c) {
  for (const ShapeChange& ch : c.changes) {
    auto at = shapes.begin() + static_cast<long>(ch.index);
    if (ch.kind == ShapeChange::Set) shapes[ch.index] = ch.after;
    if (ch.kind == ShapeChange::Insert) shapes.insert(at, ch.after);
    if (ch.kind == ShapeChange::Remove) shapes.erase(at);
  }
}

void revertCommand(std::vector<NamedShape>& shapes, const Command& c) {
  for (auto it = c.changes.rbegin(); it != c.changes.rend(); ++it) {
    auto at = shapes.begin() + static_cast<long>(it->index);
    if (it->kind == ShapeChange::Set) shapes[it->index] = it->before;
    if (it->kind == ShapeChange::Insert) shapes.erase(at);
    if (it->kind == ShapeChange::Remove) shapes.insert(at, it->before);
  }
}

void UndoStack::run(std::vector<NamedShape>& shapes, Command c) {
  applyCommand(shapes, c);
  record(std::move(c));
}

void UndoStack::record(Command c) {
  done_.push_back(std::move(c));
  undone_.clear();
}

bool UndoStack::undo(std::vector<NamedShape>& shapes) {
  if (done_.empty()) return false;
  revertCommand(shapes, done_.back());
  undone_.push_back(std::move(done_.back()));
  done_.pop_back();
  return true;
}

bool UndoStack::redo(std::vector<NamedShape>& shapes) {
  if (undone_.empty()) return false;
  applyCommand(shapes, undone_.back());
  done_.push_back(std::move(undone_.back()));
  undone_.pop_back();
  return true;
}

}  // namespace hitlab::app
