// hitlab/atomic_save.h — saving a scene (or any text) file so that a crash or a kill never leaves half a
// file.
#pragma once

#include <string>

#include "hitlab/scene.h"

namespace hitlab {

enum class KeepPrevious : bool { No, Yes };
/// Writes atomically: a temporary file in the same folder, flushed to disk, then renamed over `path`, so the
/// file is always the old or the new scene, never a mix. KeepPrevious::Yes keeps the replaced file as
/// `path~`. Throws std::runtime_error naming the file and the system's reason; `path` is then untouched.
void saveSceneAtomic(const Scene& scene, const std::string& path, KeepPrevious keep = KeepPrevious::No);
/// The same for any text (the page's judge in JavaScript, say).
void saveTextAtomic(const std::string& text, const std::string& path, KeepPrevious keep = KeepPrevious::No);

}  // namespace hitlab
