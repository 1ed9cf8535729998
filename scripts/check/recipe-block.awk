# Prints the fenced block that follows the line `marker` (a
# `<!-- recipe ... -->` comment) in a guide page, without its fences:
#   awk -v marker='<!-- recipe: Cargo.toml -->' -f scripts/check/recipe-block.awk docs/firmware.md
$0 == marker { found = 1; next }
found == 1 && /^```/ { found = 2; next }
found == 2 && /^```$/ { exit }
found == 2 { print }
