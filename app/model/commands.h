// commands.h — every edit of the scene as an undoable command.
//
// A command is a list of shape-level changes (set, insert, remove), each holding both sides, so undo and redo
// are exact and cheap even for big scenes. One drag is one command (pushed on release).
#pragma once

#include <string>
#include <vector>

#include "hitlab/message.h"
#include "hitlab/scene_io.h"

namespace hitlab::app {

struct ShapeChange {
  enum Kind { Set, Insert, Remove } kind = Set;
  std::size_t index = 0;
  NamedShape before, after;  // Set: both; Insert: after; Remove: before
};

struct Command {
  Message label;  ///< its undo label by id (app_messages.cpp's command.* forms), worded in the UI's language
  std::vector<ShapeChange> changes;
};

/// Applies (redo) or reverts (undo) a command on the shape list (not named apply: std::apply is found by
/// argument-dependent lookup on a vector, and libc++ 13 instantiates it).
void applyCommand(std::vector<NamedShape>& shapes, const Command& c);
void revertCommand(std::vector<NamedShape>& shapes, const Command& c);

class UndoStack {
 public:
  /// Applies the command and records it (clears the redo side).
  void run(std::vector<NamedShape>& shapes, Command c);
  /// Records a command whose effect is already in the shapes (a finished drag).
  void record(Command c);
  bool undo(std::vector<NamedShape>& shapes);
  bool redo(std::vector<NamedShape>& shapes);
  bool canUndo() const { return !done_.empty(); }
  bool canRedo() const { return !undone_.empty(); }
  const Message& undoLabel() const { return done_.back().label; }
  std::size_t size() const { return done_.size(); }

 private:
  std::vector<Command> done_, undone_;
};

}  // namespace hitlab::app
