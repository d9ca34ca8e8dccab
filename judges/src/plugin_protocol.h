// plugin_protocol.h — how hitlab talks to a judge's process (judges/host/judge_host.cpp: a plugin, or a
// built-in judge that may abort, named "builtin:NAME"): one block of
// shared memory (a memfd, the host's fd 3) holds a batch of pairs and their answers; two pipes (the host's
// fd 4 to read, fd 5 to write) carry "a batch of N is ready" and "done". The host writes `cursor` before each
// call, so when the process dies or hangs, the input it died on is known without asking again.
#pragma once

#include <atomic>
#include <cstdint>

#include "hitlab/judge.h"
#include "hitlab/shapes.h"

namespace hitlab::judge::plugin {

inline constexpr const char* kBuiltInPrefix = "builtin:";

inline constexpr int kSharedFd = 3, kRequestFd = 4, kReplyFd = 5;
inline constexpr int kMaxPairs = 4096;
inline constexpr int kMaxValues = 1 << 20;  ///< doubles in one batch (polygons of up to 1,024 vertices fit)
inline constexpr int kInfoBytes = 4096;

struct Request {
  std::int32_t pairType;        ///< judge.h's numbering (the C interface's order)
  std::int32_t offset;          ///< first value in Shared::values: the first shape's, then the second's
  std::int32_t countA, countB;  ///< how many values each shape has (a polygon: 2 per vertex)
};

struct Answer {
  std::int32_t answer;      ///< the pair function's return value
  std::int32_t pointCount;  ///< -1: no points function (or it declined)
  std::uint8_t hasDistance, hasNormal, hasSeparation;
  std::uint8_t noPairFunction;  ///< only a points or distance function: `answer` means nothing
  double points[4];
  double distance;
  // (a built-in engine's richer answer: its contact points, normal and separation, and why it declined)
  std::int32_t contactCount;
  double contacts[4];
  double normal[2];
  double separation;
  char note[200];
};

/// What a judge exports for one pair type (Shared::exports, one byte per pair type, so that pair types can be
/// added without running out of bits): any of these makes the pair type judged.
enum Export : std::uint8_t {
  kPairFunction = 1,      ///< hitlab_<pair> (a built-in judge: it answers the pair type)
  kPointsFunction = 2,    ///< hitlab_points_<pair>
  kDistanceFunction = 4,  ///< hitlab_distance_<pair>
};

struct Shared {
  std::atomic<std::int32_t> cursor;      ///< the pair being judged now
  std::uint8_t exports[kPairTypeCount];  ///< Export bits, by pair type
  char info[kInfoBytes];  ///< hitlab_judge_info()'s text, or why the plugin could not be loaded
  std::int32_t loaded;    ///< 1 when the plugin loaded
  std::int32_t count;     ///< pairs in this batch
  Request requests[kMaxPairs];
  Answer answers[kMaxPairs];
  double values[kMaxValues];
};

}  // namespace hitlab::judge::plugin
