// compare_panel.h — the lab's panels: the seed formula of the selected pair in float32, double and exactly,
// the results table's formula column, the canvas marker of pairs where float or double get it wrong, and
// the exact decimal value of every coordinate with its neighbours one ulp away.
#pragma once

#include "../model/app_state.h"

namespace hitlab::app {

/// The Compare part of the Pair section: the formula, its three verdicts and intermediate values.
void compareSection(const AppState& s);
/// The perturbation explorer: one value of the pair moved by k ulps (k from -64 to 64, or by 2^j ulps), the
/// exact relation and the formula's three verdicts per cell; a click moves the shape there (undoable).
void perturbSection(AppState& s);
/// The tolerance band: an epsilon (a slider, relative to the pair's scale), what an epsilon-based test says
/// of the pair against the exact answer, and the band drawn on the canvas (ViewOptions::toleranceBand).
void toleranceSection(AppState& s);
/// The results table's cell for a pair's formula check ("" when no seed formula applies).
void formulaCell(FormulaCheck check);
/// A marker on the canvas between the two shapes of every pair whose float32 or double verdict is wrong.
void formulaMarkers(const AppState& s);
/// The exact decimal expansion of each coordinate of the shape, with the doubles one ulp below and above.
void exactValues(const Shape& shape);

}  // namespace hitlab::app
