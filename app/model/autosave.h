// autosave.h — unsaved edits kept in the user's state directory, so a crash or kill loses a few seconds at
// most, and offered back on the next start.
//
// The state directory is the platform's (platform/platform.h: $XDG_STATE_HOME/hitlab on the desktop).
// A slot is two files in the state directory, named after the scene file (its name and a hash of its
// absolute path; "untitled" for a scene never saved): NAME.json, an ordinary scene file (it opens in hitlab
// as it is), and NAME.info (the scene file it belongs to, the undo position). No GL, no ImGui.
#pragma once

#include <cstddef>
#include <ctime>
#include <optional>
#include <string>

#include "hitlab/scene_io.h"

namespace hitlab::app {

struct Autosave {
  std::string scenePath;  ///< the autosaved scene (an ordinary scene file)
  std::string source;     ///< absolute path of the scene file it belongs to ("" for an untitled scene)
  std::size_t edits = 0;  ///< the undo position: edits done since the file was opened or last saved
  std::time_t time = 0;   ///< when it was written
};

/// The slot's scene path for a scene file ("" for an untitled scene).
std::string autosavePath(const std::string& stateDir, const std::string& sceneFile);
/// Writes the slot atomically (the scene, then its info); throws std::runtime_error with the reason.
void writeAutosave(const std::string& stateDir, const Scene& scene, const std::string& sceneFile,
                   std::size_t edits);
/// The slot of a scene file when it holds edits newer than the file (or the file is gone); always for an
/// untitled scene's slot when there is one.
std::optional<Autosave> findAutosave(const std::string& stateDir, const std::string& sceneFile);
/// Removes the slot (after a save, or when the user discards it).
void discardAutosave(const std::string& stateDir, const std::string& sceneFile);

}  // namespace hitlab::app
