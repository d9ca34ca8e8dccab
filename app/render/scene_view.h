// scene_view.h — draws the scene model on a canvas (the GL renderer or SVG): grid, shapes tinted by their
// worst relation, handles, outline meeting points, and the SAT view of the selected pair.
#pragma once

#include "../model/camera.h"
#include "../model/scene_model.h"
#include "../model/view_options.h"
#include "canvas.h"

namespace hitlab::app {

/// Colors of the relation tints (also used by the panels).
Color relationColor(Relation r);
Color errorColor();

/// World step of the grid lines for this zoom (1, 2 or 5 times a power of ten, 24+ pixels apart).
double gridStep(double zoom);
/// At most this many grid lines per direction (a window is far fewer steps across).
inline constexpr int kMaxGridLines = 4096;
/// The dash period (pixels) of the outline of a shape apart from every other: its relation drawn by its line,
/// not by colour alone.
inline constexpr float kApartDash = 12;

/// The world grid (minor, major and axis lines) over the camera's view.
void drawGrid(Canvas& r, const Camera& cam);

void drawScene(Canvas& r, const SceneModel& model, const Camera& cam, const ViewOptions& opt);

/// A shape's outline as world points, as drawn at this zoom: a point, a segment's ends, a convex polygon
/// (a circle's or a grown shape's rim in enough points for a smooth curve).
std::vector<Vec2> worldOutline(const Shape& s, const Camera& cam);
/// Its outline alone (no fill; a point as a ring), dashed when dash > 0.
void drawOutline(Canvas& r, const Shape& s, const Camera& cam, float width, Color c, float dash = 0);

}  // namespace hitlab::app
