// scene_view.h — draws the scene model on a canvas (the GL renderer or SVG): grid, shapes tinted by their
// worst relation, handles, outline meeting points, and the SAT view of the selected pair.
#pragma once

#include "../model/camera.h"
#include "../model/scene_model.h"
#include "canvas.h"
#include "hitlab/explain.h"

namespace hitlab::app {

struct ViewOptions {
  bool showSat = true;           ///< SAT axes, intervals and perpendicular feet for the selected pair
  bool collapseParallel = true;  ///< draw parallel duplicate SAT axes once
  Handle hover;                  ///< what a click would take (highlighted)
  /// The current Explain step's marks for the selected pair (null: none).
  const std::vector<explain::Mark>* marks = nullptr;
  /// > 0: the selected pair's outlines with a band of this half-width (world units) around them, where an
  /// epsilon-based test and the exact answer part.
  double toleranceBand = 0;
};

/// Colors of the relation tints (also used by the panels).
Color relationColor(Relation r);
Color errorColor();

/// World step of the grid lines for this zoom (1, 2 or 5 times a power of ten, 24+ pixels apart).
double gridStep(double zoom);
/// At most this many grid lines per direction (a window is far fewer steps across).
inline constexpr int kMaxGridLines = 4096;

/// The world grid (minor, major and axis lines) over the camera's view.
void drawGrid(Canvas& r, const Camera& cam);

void drawScene(Canvas& r, const SceneModel& model, const Camera& cam, const ViewOptions& opt);

}  // namespace hitlab::app
