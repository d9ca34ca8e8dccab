// pictures.h — the scene view drawn without a display, through cairo (issue 53): `hitlab-cli render`'s
// pictures for slides, one per Explain step of a pair, each with the step's paragraph in a caption band
// (Pango; Japanese through fontconfig), as PNG, an animated WebP or GIF, numbered PNG frames, or PDF pages
// (vector). What the app's canvas draws (render/scene_view.h), the marks' labels placed as the app places
// them (render/label_layout.h).
#pragma once

#include <string>
#include <vector>

#include "../model/settings.h"
#include "animation_file.h"
#include "hitlab/explain.h"
#include "hitlab/scene.h"

namespace hitlab::app {

struct PictureRequest {
  Scene scene;
  int a = -1, b = -1;    ///< the pair (shape indices), framed; -1: none, the whole scene fitted
  bool explain = false;  ///< one picture per Explain step of the pair (its own steps, then in motion)
  int width = 960, height = 600;  ///< pixels (PDF: points), caption included
  explain::Language language = explain::Language::English;
  Theme theme = Theme::Dark;
};

/// How many pictures the request makes: the pair's Explain steps, or one.
int pictureCount(const PictureRequest& r);
/// Picture k (0 <= k < pictureCount) in RGBA pixels.
AnimationFrame renderPicture(const PictureRequest& r, int k);
/// Every picture written to `path` by its ending: .png one picture (the request's only one, or `step`, 1
/// the first), .svg the same as SVG (no caption), .pdf one page per picture, .webp / .gif an animation of
/// them each shown frameMs, else a folder of numbered PNGs. Atomic; throws std::runtime_error naming the
/// file and what failed, or the step out of range.
void writePictures(const PictureRequest& r, const std::string& path, int frameMs, int step = 0);

}  // namespace hitlab::app
