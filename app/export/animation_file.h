// animation_file.h — frames written as an animation for slides (issue 53): an animated WebP (libwebp), an
// animated GIF (giflib) or numbered PNG frames (stb). The page's too, on libwebp and giflib built for wasm
// (scripts/web_deps.sh), where the file written is then offered as a download.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hitlab::app {

/// One frame: width x height pixels, RGBA, the top row first.
struct AnimationFrame {
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgba;
};

/// Writes the frames (all of one size), each shown `frameMs` milliseconds, looping: an animated WebP for a
/// path ending in .webp (lossless), an animated GIF for .gif (each frame's own 256 colours), else numbered
/// PNGs in the folder `path` (frame-001.png, ...). Each file is written atomically. Throws
/// std::runtime_error naming the file and what failed.
void writeAnimation(const std::vector<AnimationFrame>& frames, int frameMs, const std::string& path);
/// One frame as a PNG file (stb), atomically; throws std::runtime_error naming the file.
void writePng(const AnimationFrame& frame, const std::string& path);

}  // namespace hitlab::app
