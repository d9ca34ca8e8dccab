// check_command.h — the `check` subcommand of hitlab-cli.
#pragma once

#include <string>
#include <vector>

namespace hitlab::cli {

/// Checks the `expect` entries of every scene file (directories: every *.json below them, sorted), files in
/// parallel on all cores, reports in the order given: mismatches and "N passed, M failed" on stdout, one
/// line per unreadable file on stderr; with `junitPath`, JUnit XML as well (one testsuite per file, one
/// testcase per expectation; an unreadable file is an error case). Numbers compare within 1e-9 of each
/// pair's scale, or with `exact` bit for bit. Returns 0 (all passed), 1 (a check failed), 2 (a file could
/// not be read).
int checkScenes(const std::vector<std::string>& paths, const std::string& junitPath, bool exact);

}  // namespace hitlab::cli
