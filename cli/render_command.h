// render_command.h — `hitlab-cli render`: the scene, Explain's steps of a pair, or a lesson page's reveal, as
// pictures for slides, drawn without a display (app/export/pictures.h; the desktop build's, not the page's).
#pragma once

#include <string>

namespace hitlab::cli {

struct RenderOptions {
  std::string scene, pair, out;  ///< pair: "A,B" (empty: the whole scene, no pair selected)
  /// A lesson file instead of a scene: its page `page` (1 the first), as the lesson shows it (its view and
  /// pair); its reveal (two pictures: the answers hidden as the page opens, then shown), or with explain its
  /// pair's steps.
  std::string lesson;
  int page = 1;
  bool explain = false;          ///< every Explain step of the pair, one picture each
  int step = 0;                  ///< with explain or a lesson: that picture alone (1 the first); 0: every one
  std::string size = "960x600";  ///< WxH pixels (PDF: points)
  int frameMs = 1500;
  std::string language = "en", theme = "dark";
};

/// Writes the pictures to opt.out by its ending (.png, .svg, .pdf, .webp, .gif, or a folder of PNGs) and
/// prints one line saying what it wrote; 0, or throws (SceneError on a bad file or id, LessonError on a bad
/// lesson file, std::runtime_error on a bad option or a file that cannot be written).
int renderPictures(const RenderOptions& opt);

}  // namespace hitlab::cli
