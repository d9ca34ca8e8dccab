// hunt_command.h — the `hunt` subcommand of hitlab-cli (native builds: judges/).
#pragma once

#include <string>
#include <vector>

namespace hitlab::cli {

struct HuntCommandOptions {
  std::string judge;               ///< a built-in judge's name or a plugin's path
  std::vector<std::string> pairs;  ///< pair types ("segment-segment"); empty: every one the judge answers
  std::string budget = "60s";      ///< time: "60s", "2m", "90" (seconds)
  long long calls = 0;             ///< a budget in judged pairs instead (deterministic)
  unsigned long long seed = 1;
  int jobs = 0;     ///< 0: every core
  std::string out;  ///< folder for the report ("" : hunt-<judge>)
  double tolerance = -1;
  double callLimit = 2;  ///< seconds before a plugin's call counts as hung
  std::string db;        ///< the findings database ("": defaultFindingsDatabase of the judge)
  bool noDb = false;     ///< no database: neither asked nor added to
  bool list = false;
  bool motion =
      false;  ///< pairs in motion: the judge's time of impact (automatic for a judge in motion only)
};

/// Lists the judges, or hunts: 0 when nothing was found, 1 with findings, 2 on bad input.
int huntCommand(const HuntCommandOptions& options);

}  // namespace hitlab::cli
