// pictures.h — the scene view drawn without a display, through cairo (issue 53): `hitlab-cli render`'s
// pictures for slides, one per Explain step of a pair, each with the step's paragraph in a caption band
// (Pango; Japanese through fontconfig), as PNG, an animated WebP or GIF, numbered PNG frames, or PDF pages
// (vector). What the app's canvas draws (render/scene_view.h), the marks' labels placed as the app places
// them (render/label_layout.h).
#pragma once

#include <optional>
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
  /// A drag as it was made: shape `trailShape` as it was at each picture, the other shapes as the scene
  /// has them (one picture per state; the view fitted to every state when none is given).
  int trailShape = -1;
  std::vector<NamedShape> trail;
  /// A lesson page's reveal: two pictures, the answers hidden as the page opens while its question waits,
  /// then shown.
  bool reveal = false;
  /// The view to draw (centre and zoom, as the app's canvas shows it); none: the pair framed, else the
  /// scene fitted.
  std::optional<View> view;
  bool yDown = false;
};

/// How many pictures the request makes: the pair's Explain steps, the trail's states, two for a reveal, or
/// one.
int pictureCount(const PictureRequest& r);
/// Picture k (0 <= k < pictureCount) in RGBA pixels.
AnimationFrame renderPicture(const PictureRequest& r, int k);
/// Every picture written to `path` by its ending: .png one picture (the request's only one, or `step`, 1
/// the first), .svg the same as SVG (no caption), .pdf one page per picture, .webp / .gif an animation of
/// them each shown frameMs, else a folder of numbered PNGs. Atomic; throws std::runtime_error naming the
/// file and what failed, or the step out of range.
void writePictures(const PictureRequest& r, const std::string& path, int frameMs, int step = 0);

}  // namespace hitlab::app
