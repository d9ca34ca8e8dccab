// render_command.h — `hitlab-cli render`: the scene, or Explain's steps of a pair, as pictures for slides,
// drawn without a display (app/export/pictures.h; the desktop build's, not the page's).
#pragma once

#include <string>

namespace hitlab::cli {

struct RenderOptions {
  std::string scene, pair, out;  ///< pair: "A,B" (empty: the whole scene, no pair selected)
  bool explain = false;          ///< every Explain step of the pair, one picture each
  int step = 0;                  ///< with explain: that step alone (1 the first); 0: every step
  std::string size = "960x600";  ///< WxH pixels (PDF: points)
  int frameMs = 1500;
  std::string language = "en", theme = "dark";
};

/// Writes the pictures to opt.out by its ending (.png, .svg, .pdf, .webp, .gif, or a folder of PNGs) and
/// prints one line saying what it wrote; 0, or throws (SceneError on a bad file or id, std::runtime_error on
/// a bad option or a file that cannot be written).
int renderPictures(const RenderOptions& opt);

}  // namespace hitlab::cli
