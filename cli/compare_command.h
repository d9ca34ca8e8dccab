// compare_command.h — the `compare` subcommand of hitlab-cli.
#pragma once

#include <string>

namespace hitlab::cli {

/// Prints every pair's seed-formula verdicts (text, or {"pairs": [...]} with json); 0, or throws SceneError.
int comparePairs(const std::string& path, bool json);

}  // namespace hitlab::cli
