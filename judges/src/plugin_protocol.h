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
  std::int32_t rounded;         ///< 1: ask the rounded functions (a rect's or polygon's radius last)
  std::int32_t moving;          ///< 1: in motion, the motions (vax vay vbx vby) after b's values
};

/// A judge's answer on one pair, as it leaves the process (hitlab/judge.h's one record for every judge
/// outside C++).
using Answer = AnswerRecord;

struct Shared {
  std::atomic<std::int32_t> cursor;      ///< the pair being judged now
  std::uint8_t exports[kPairTypeCount];  ///< ExportedFunction bits, by pair type
  char info[kInfoBytes];  ///< hitlab_judge_info()'s text, or why the plugin could not be loaded
  std::int32_t loaded;    ///< 1 when the plugin loaded
  std::int32_t count;     ///< pairs in this batch
  Request requests[kMaxPairs];
  Answer answers[kMaxPairs];
  double values[kMaxValues];
};

}  // namespace hitlab::judge::plugin
