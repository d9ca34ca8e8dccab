// keyboard_focus.h — the canvas by keyboard alone: the order Tab takes shapes and handles in, and what an
// arrow key does to the focused one (no ImGui, no GL; the keys themselves: ui/tools.cpp).
#pragma once

#include <vector>

#include "handles.h"

namespace hitlab::app {

/// What Tab / Shift+Tab go through, in scene order: each shape's body, then its point handles as pointHandles
/// lists them (the rotation handle aside: [ and ] turn a shape), then, with the motions shown, its motion
/// tip.
std::vector<Handle> focusOrder(const std::vector<NamedShape>& shapes, bool motions);
/// The handle `step` places after `from` in that order (+1: Tab, -1: Shift+Tab), round the end; from no
/// handle, or one no longer there: the first (Tab) or the last (Shift+Tab). None in an empty scene.
Handle nextFocus(const std::vector<NamedShape>& shapes, bool motions, const Handle& from, int step);
/// Whether `h` is one of focusOrder's handles (an undo or a removal can take the focused one away).
bool focusable(const std::vector<NamedShape>& shapes, bool motions, const Handle& h);
/// Where handle h of n is: a point handle's point, a motion's tip, a body's motion anchor.
Vec2 focusPoint(const NamedShape& n, const Handle& h);
/// The move of one arrow key, `dir` one of (+-1, 0), (0, +-1) (y up): `steps` grid steps of `step`, each
/// coordinate k * step rounded once; with `ulp`, from `at`'s coordinate to its neighbouring double.
Vec2 keyMove(Vec2 dir, double step, int steps, bool ulp, Vec2 at);
/// n with its handle h moved by `by` (world units) as a drag moves it: a body (or centre) translated, a
/// point handle moved, a radius handle's point moved (the radius follows), a motion's tip moved.
NamedShape movedBy(const NamedShape& n, const Handle& h, Vec2 by);

}  // namespace hitlab::app
