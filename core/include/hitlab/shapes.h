// hitlab/shapes.h — the shape types as value types, and a variant over them.
//
// Every shape is a closed point set (see math.h for conventions). Degenerate shapes are valid and mean their
// point set: a zero-length segment or zero-radius circle is a point, a zero-width rect is a segment or point,
// a capsule with equal ends is a disk and one of radius 0 its segment, a rounded rect or polygon of radius 0
// the plain one.
#pragma once

#include <array>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "hitlab/math.h"
#include "hitlab/message.h"

namespace hitlab {

/// One point.
struct Point {
  Vec2 p;
  friend bool operator==(const Point&, const Point&) = default;  // (every comparison: exact, coordinate-wise)
};
/// The closed segment from a to b (endpoints included).
struct Segment {
  Vec2 a, b;
  friend bool operator==(const Segment&, const Segment&) = default;
};
/// The closed disk of the given radius (radius >= 0).
struct Circle {
  Vec2 center;
  double radius = 0;
  friend bool operator==(const Circle&, const Circle&) = default;
};
/// The closed axis-aligned box min..max (min <= max on both axes), grown by radius (>= 0; 0: the box
/// itself): every point within radius of the box (a rounded box; Box2D's b2MakeRoundedBox).
struct Rect {
  Vec2 min, max;
  double radius = 0;
  friend bool operator==(const Rect&, const Rect&) = default;
};
/// The closed convex region of its vertices, in either winding (validated by validatePolygon), grown by
/// radius (>= 0; 0: the region itself): a rounded polygon (Box2D's and Chipmunk's polygon radius).
struct Polygon {
  std::vector<Vec2> points;
  double radius = 0;
  friend bool operator==(const Polygon&, const Polygon&) = default;
};

/// The closed segment a-b grown by radius (radius >= 0): every point within radius of the segment (a
/// stadium; Box2D's b2Capsule, Chipmunk's segment shape with a radius).
struct Capsule {
  Vec2 a, b;
  double radius = 0;
  friend bool operator==(const Capsule&, const Capsule&) = default;
};

/// Shape types in the order of the variant below (new types are appended: the number is in files and in the
/// judges' C interface).
enum class ShapeType { Point, Segment, Circle, Rect, Polygon, Capsule };
inline constexpr int kShapeTypeCount = 6;

using Shape = std::variant<Point, Segment, Circle, Rect, Polygon, Capsule>;

inline ShapeType typeOf(const Shape& s) { return static_cast<ShapeType>(s.index()); }
/// The scene-file name of a shape type ("point", "segment", ...).
const char* typeName(ShapeType t);

/// Rect corners counter-clockwise from min: min, (max.x, min.y), max, (min.x, max.y).
std::array<Vec2, 4> rectCorners(const Rect& r);
/// The polygon's vertices counter-clockwise: as given, or reversed when its signed area (decided exactly, so
/// a thin polygon's sign is never a rounding's) is negative.
Polygon counterClockwise(Polygon p);

/// The radius a rect or polygon is grown by when it is not 0 (a rounded box or polygon), else 0; 0 for every
/// other type (a circle's and a capsule's radius is their own).
double roundingOf(const Shape& s);

/// The box of half extents `half` about `center`, turned by `angle` radians (counter-clockwise) and grown by
/// `radius`: the polygon of its corners counter-clockwise from (-hx, -hy), each coordinate center +
/// (cos(angle) x - sin(angle) y), rounded as written (a rotated box as an engine stores it: Box2D's
/// b2MakeOffsetBox).
Polygon rotatedBox(Vec2 center, Vec2 half, double angle, double radius = 0);

/// The shape moved by d (each coordinate rounded once).
Shape translated(const Shape& s, Vec2 d);

/// The last branch of an `if constexpr` chain over the shape types inside std::visit: a shape type the chain
/// does not name stops the build there, so a new shape type is taught everywhere a chain lists them
/// (`else static_assert(kUntaughtShape<S>, "...")`).
template <class S>
inline constexpr bool kUntaughtShape = false;

/// Calls f(v) for every coordinate and the radius of s, in declaration order (the order of valueNames); s may
/// be const (f reads) or not (f may change each value through a double&). A rect's or polygon's radius is a
/// value only when it is not 0 (so plain ones have the values they always had, in files and in the judges'
/// C interface).
template <class ShapeRef, class F>
void forEachValue(ShapeRef&& s, F&& f) {
  std::visit(
      [&](auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) {
          f(x.p.x), f(x.p.y);
        } else if constexpr (std::is_same_v<S, Segment>) {
          f(x.a.x), f(x.a.y), f(x.b.x), f(x.b.y);
        } else if constexpr (std::is_same_v<S, Circle>) {
          f(x.center.x), f(x.center.y), f(x.radius);
        } else if constexpr (std::is_same_v<S, Rect>) {
          f(x.min.x), f(x.min.y), f(x.max.x), f(x.max.y);
          if (x.radius != 0) f(x.radius);
        } else if constexpr (std::is_same_v<S, Polygon>) {
          for (auto& p : x.points) f(p.x), f(p.y);
          if (x.radius != 0) f(x.radius);
        } else if constexpr (std::is_same_v<S, Capsule>) {
          f(x.a.x), f(x.a.y), f(x.b.x), f(x.b.y), f(x.radius);
        } else {
          static_assert(kUntaughtShape<S>, "forEachValue: a shape type it does not know");
        }
      },
      s);
}

/// The inverse of forEachValue: the shape of type t from its `count` values in that order (a polygon takes
/// count / 2 vertices and, when count is odd, the radius last; a rect takes a fifth value as its radius; the
/// other types read as many as they have, which the caller must provide).
Shape shapeFromValues(ShapeType t, const double* v, int count);

/// The names of a shape's values in forEachValue's order: "a.x", "center.y", "radius", "v2.x", ...
std::vector<std::string> valueNames(const Shape& s);

/// Largest magnitude among a shape's coordinates and radius (the scale S of the tolerance 1e-9 * S).
double magnitude(const Shape& s);

/// Why a polygon is unusable, by id (hitlab/message.h's polygon.* family), or an empty id when it is a valid
/// convex polygon of non-zero area: "is not convex (reflex vertex i)", "is not convex (self-intersecting)",
/// "has zero area", "has a repeated vertex i" (vertex i equals vertex i+1), "has fewer than 3 vertices".
Message polygonProblemMessage(const Polygon& p);
/// polygonProblemMessage in English, or empty.
std::string polygonProblem(const Polygon& p);

}  // namespace hitlab
