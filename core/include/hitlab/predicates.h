// hitlab/predicates.h — the exact signs every decision of the core is made of, for code beside it (the
// hunt's situations, a user's own tests): a float filter, then exact expansions of doubles, then rationals
// where those give up; never an epsilon. Each is exact for the doubles given (y up, counter-clockwise
// positive).
#pragma once

#include "hitlab/math.h"

namespace hitlab {

/// The side of c from the directed line a -> b: +1 left, 0 on it, -1 right.
int orientation(Vec2 a, Vec2 b, Vec2 c);
/// The sign of cross(b - a, d - c): 0 when the two directions are parallel (or one is zero).
int crossSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d);
/// The sign of dot(b - a, d - c).
int dotSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

}  // namespace hitlab
