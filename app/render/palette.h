// palette.h — every colour the canvas (and the panels' coloured words) uses, by what it means, in two themes:
// dark (the default) and light (for projectors, which wash out dark backgrounds; presentation mode starts in
// it). A colour keeps its meaning in both: red overlapping, amber touching, blue disjoint, magenta invalid,
// green a separating axis or a positive sign. Each is chosen to stand out from its theme's background
// (tests/test_app_model.cpp checks the contrast ratios). No GL, no ImGui.
#pragma once

#include "../model/settings.h"
#include "canvas.h"

namespace hitlab::app {

struct Palette {
  Color background;                                   ///< the canvas
  Color gridMinor, gridMajor, axis;                   ///< grid lines and the coordinate axes
  Color axisLabel;                                    ///< the axes' numbers
  Color disjoint, touching, overlapping;              ///< a shape's tint: the worst relation it has
  Color invalid;                                      ///< an invalid shape, and errors in the panels
  Color neutral;                                      ///< a shape with no relation to show
  Color intervalA, intervalB;                         ///< SAT: the pair's projection intervals
  Color separatingAxis, otherAxis;                    ///< SAT: an axis that separates, one that does not
  Color arrow;                                        ///< the minimum translation vector, construction arrows
  Color handleFill, handleStroke;                     ///< the selected shape's handles
  Color focusRing;                                    ///< the keyboard's focus (Tab)
  Color touchRing;                                    ///< where touching outlines meet
  Color meetFill, meetStroke;                         ///< where overlapping outlines cross
  Color toleranceBand;                                ///< the lab's epsilon band
  Color negative, positive, highlight, muted, plain;  ///< Explain marks by tone (-1, 1, 2, 3, 0)
  Color markLabel;                                    ///< Explain marks' labels on the canvas
  Color seedWrong;                   ///< a seed formula's wrong verdict on the canvas (batch view)
  Color verdictRight, verdictWrong;  ///< a formula's verdict in the panels' text (lab, Results)
  Color probe;                       ///< the batch view's probe segment
};

/// The palette of a theme, and the one in use (set once a frame from the app's state: rendering and panels
/// read it, and the SVG export writes its colours).
const Palette& paletteOf(Theme theme);
const Palette& palette();
void usePalette(Theme theme);
/// A theme's palette in use while it lives, the one before it afterwards (a picture drawn for paper).
class PaletteScope {
 public:
  explicit PaletteScope(Theme theme) : before_(&palette()) { usePalette(theme); }
  ~PaletteScope();
  PaletteScope(const PaletteScope&) = delete;
  PaletteScope& operator=(const PaletteScope&) = delete;

 private:
  const Palette* before_;
};

/// The colour with another opacity.
inline Color withAlpha(Color c, float a) { return {c.r, c.g, c.b, a}; }

/// WCAG 2's contrast ratio of two opaque colours (1 to 21), alpha blended over `under` first.
double contrastRatio(Color c, Color under);

}  // namespace hitlab::app
