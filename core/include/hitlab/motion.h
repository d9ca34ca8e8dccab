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

/// a moving by va and b by vb over the step t in [0, 1].
TimeOfImpact timeOfImpact(const Shape& a, Vec2 va, const Shape& b, Vec2 vb);

/// The exact relation of a moved by t va and b by t vb, for any time t (the moved coordinates need not be
/// doubles: a + t va is taken exactly); none for an invalid shape or a motion or time not finite. What a time
/// slider shows.
std::optional<Relation> relationAtTime(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, double t);

/// "none", "overlapping", "touching", "entering" or "grazing".
const char* impactCaseName(ImpactCase c);

}  // namespace hitlab
