// sat_layout.h — where the SAT view of a pair goes (world coordinates): one axis line per axis direction
// beside the pair with the two projection intervals on it. The renderer draws it (render/scene_view.cpp),
// the labels keep clear of it (ui/explain_section.cpp), framing makes room for it (file_actions.cpp).
#pragma once

#include <vector>

#include "camera.h"
#include "scene_model.h"

namespace hitlab::app {

/// The vertices whose projections bound a shape on axis n (a circle: its centre pushed by -r and +r along n).
std::vector<Vec2> satVertices(const Shape& s, Vec2 n);

/// One axis of the SAT view (world coordinates): the axis line drawn beside the pair, at `base` level with
/// the pair's centre, and the two projection intervals on it.
struct SatRow {
  int axis;  ///< index into the pair's SAT axes
  Vec2 base, lineFrom, lineTo, aFrom, aTo, bFrom, bTo;
};
/// The SAT view's rows of the pair (one per axis direction when `collapse`), as drawScene draws them; the
/// centre they are laid out around in `center`.
std::vector<SatRow> satRows(const SceneModel& model, const Camera& cam, const PairEntry& pe, bool collapse,
                            Vec2* center = nullptr);

}  // namespace hitlab::app
