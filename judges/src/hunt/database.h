// database.h — a judge's findings kept between hunts (database.cpp; hitlab/hunt.h's HuntOptions::database).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hitlab/hunt.h"

namespace hitlab::judge {

/// A finding read back from the database: its file, its pair and the class it was found in.
struct StoredFinding {
  std::string file;
  Shape a, b;
  std::string classKey;              ///< found_by.class ("apart-as-hit")
  std::optional<PairMotion> motion;  ///< a finding in motion (found_by.motion): the shapes' motions
};

/// Every finding scene in `dir`, by file name (files that are not one are skipped); none when there is no
/// dir.
std::vector<StoredFinding> readFindingsDatabase(const std::string& dir);

/// Adds the report's findings (each simplest and worst pair) that `dir` does not hold yet, one file per pair
/// ("<pair>-<class>-<hash of its values>.json"); returns how many were added. Throws std::runtime_error
/// naming the folder or file that cannot be written.
int addToFindingsDatabase(const HuntReport& report, const std::string& dir);

}  // namespace hitlab::judge
