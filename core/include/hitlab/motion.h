// hitlab/motion.h — two shapes in motion over one step: the exact time of impact, where and along which
// normal they first touch, and whether a test at the step's two ends misses them (tunnelling).
//
// Each shape translates uniformly over the step, from where it is at t = 0 by its motion at t = 1 (no
// rotation). A shape cast (one shape moving, the other still) and a ray cast (a moving point) are the same
// call. Every decision is exact for the doubles given (the shapes' coordinates and the motions), and every
// number is the exact one rounded once to the nearest double: the time is a rational for shapes with
// straight outlines and a + b sqrt(c) of rationals where a circle's or a grown shape's arc is involved.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hitlab/relation.h"
#include "hitlab/shapes.h"

namespace hitlab {

/// How the step begins for the pair: already overlapping or touching at t = 0; first contact at t > 0
/// after which they overlap (entering); first contact at t after which they only touch within the step
/// (grazing: sliding along each other, or meeting for an instant); no contact within the step.
enum class ImpactCase { None, Overlapping, Touching, Entering, Grazing };

struct TimeOfImpact {
  ImpactCase kind = ImpactCase::None;
  std::optional<double> t;  ///< the first time in [0, 1] the shapes meet, rounded once; none: no contact
  /// Where they touch at t (both shapes moved to t): a point, or a shared straight piece by its two ends,
  /// each rounded once; at t = 0 the pair's outline points as evaluate gives them.
  std::vector<Vec2> points;
  /// The contact normal at t, unit and each coordinate rounded once, pointing from a towards b (b's side of
  /// the contact); none when they overlap at t = 0.
  std::optional<Vec2> normal;
  /// Disjoint at t = 0 and at t = 1 but meeting between: what a test at the step's ends misses.
  bool tunnels = false;
  Relation atEnd = Relation::Disjoint;  ///< the exact relation at t = 1 (both shapes moved by their motion)
  std::string error;  ///< non-empty: a shape is invalid (as evaluate says), nothing else set
};

/// What timeOfImpact computes: everything, or the time alone (kind, t, tunnels and atEnd, each equal to the
/// full answer's; no points, no normal), as an engine's time of impact gives it (Box2D's b2TimeOfImpact: a
/// state and a time).
enum class ImpactQuery { Full, Time };

/// a moving by va and b by vb over the step t in [0, 1].
TimeOfImpact timeOfImpact(const Shape& a, Vec2 va, const Shape& b, Vec2 vb,
                          ImpactQuery what = ImpactQuery::Full);

/// The exact relation of a moved by t va and b by t vb, for any time t (the moved coordinates need not be
/// doubles: a + t va is taken exactly); none for an invalid shape or a motion or time not finite. What a time
/// slider shows.
std::optional<Relation> relationAtTime(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, double t);

/// "none", "overlapping", "touching", "entering" or "grazing".
const char* impactCaseName(ImpactCase c);

// [SECTION] How the time is found, for teaching (Explain)

/// One candidate axis of the separating axis test with velocities: the shapes' projection intervals at
/// t = 0 and the rate at which a's slides against b's, so the times they overlap on it. Every number is the
/// exact one rounded once.
struct SweptAxis {
  Vec2 direction;         ///< unit: an edge's normal, a segment's direction, or x or y for a point
  double a0 = 0, a1 = 0;  ///< a's projection at t = 0 (along `direction`, from the world's origin)
  double b0 = 0, b1 = 0;  ///< b's
  double rate = 0;        ///< (va - vb) . direction: how far a's interval moves against b's in the step
  /// The times they overlap on this axis, [enter, leave]; none for a rate of 0 (then they overlap always, or,
  /// `never`, for no time at all).
  std::optional<double> enter, leave;
  bool never = false;
};

/// The separating axis test with velocities for two shapes with straight outlines (points, segments, rects
/// and polygons, no radius): each axis's overlap times (a's axes then b's, the first of parallel ones); the
/// pair meets in the step's line of time over [latest enter, earliest leave] when that is not empty, and
/// timeOfImpact's t is its start (when within [0, 1]). None for a curved or grown shape, an invalid one, a
/// motion not finite, or no relative motion.
struct AxesSweep {
  std::vector<SweptAxis> axes;
  int latestEnter = -1;    ///< the axis that decides the start (the first of equal ones); -1: none
  int earliestLeave = -1;  ///< the axis that decides the end
  bool meets = false;      ///< latest enter <= earliest leave (exactly), and no axis is apart throughout
};
std::optional<AxesSweep> sweptAxes(const Shape& a, Vec2 va, const Shape& b, Vec2 vb);

/// Two disks (a circle, or a point: radius 0) in motion: their centres' offset q + t w (q = ca - cb,
/// w = va - vb) is the radius sum R away when A t^2 + B t + C = 0, A = w.w, B = 2 q.w, C = q.q - R^2; the
/// discriminant D = B^2 - 4 A C decides: no root (never within R), one (grazing), or two, the smaller when
/// they first touch and the larger when they part. Every number is the exact one rounded once. None for other
/// shapes, a motion not finite, or no relative motion.
struct DiskSweep {
  double A = 0, B = 0, C = 0, D = 0, R = 0;
  std::optional<double> first, second;  ///< the roots (D >= 0), first <= second
};
std::optional<DiskSweep> sweptDisks(const Shape& a, Vec2 va, const Shape& b, Vec2 vb);

// [SECTION] How engines find it, beside the exact time (the lab)

/// The time of impact as a game engine's methods find it, each with the time it reports (none: no contact in
/// the step) and how many tests it took; for the lab, beside timeOfImpact's exact time.
///   discrete        a test at t = 0 and at t = 1 only (at each frame): misses a contact that begins and
///                   ends between them (tunnelling);
///   sub-steps       a test at t = k / n, k = 0 to n: the first k / n at which they meet, later than the
///                   exact time, and still blind to a contact shorter than 1 / n;
/// (each test: both shapes moved to t in doubles, their moved coordinates rounded as an engine's are, and
/// the relation of those shapes exactly)
///   advancement     conservative advancement (Box2D's and Bullet's idea): from t = 0, step by the distance
///                   between the shapes moved to t (evaluate's, in doubles: the moved coordinates are
///                   rounded) over the relative speed, which cannot close the gap any sooner, until the
///                   distance is at most `tolerance`: a time a little before contact, by design.
struct EngineImpact {
  std::optional<double> t;
  int tests = 0;
};
struct EngineImpacts {
  EngineImpact discrete, substeps, advancement;
  bool advancementStopped = false;  ///< advancement ran out of its iterations (50) before the tolerance
};
/// None for an invalid pair or a motion not finite. substeps >= 1, tolerance >= 0.
std::optional<EngineImpacts> engineImpacts(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, int substeps,
                                           double tolerance);

}  // namespace hitlab
