// hitlab/atomic_save.h — saving a scene (or any text) file so that a crash or a kill never leaves half a
// file.
#pragma once

#include <stdexcept>
#include <string>

#include "hitlab/message.h"
#include "hitlab/scene.h"

namespace hitlab {

enum class KeepPrevious : bool { No, Yes };
/// Why a save failed: what() is "FILE: cannot save: ... (the system's reason)"; the problem by id (save.*,
/// hitlab/message.h), the system's reason (strerror's words) its last argument.
struct SaveError : std::runtime_error {
  SaveError(std::string file, Message problem);
  std::string file;
  Message problem;
};

/// Writes atomically: a temporary file in the same folder, flushed to disk, then renamed over `path`, so the
/// file is always the old or the new scene, never a mix. KeepPrevious::Yes keeps the replaced file as
/// `path~`. Throws SaveError naming the file and the system's reason; `path` is then untouched.
void saveSceneAtomic(const Scene& scene, const std::string& path, KeepPrevious keep = KeepPrevious::No);
/// The same for any text (the page's judge in JavaScript, say).
void saveTextAtomic(const std::string& text, const std::string& path, KeepPrevious keep = KeepPrevious::No);

}  // namespace hitlab
