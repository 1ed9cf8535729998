# shellcheck shell=bash
# Functions of .ci/run, in a file of their own so that each can be tried
# alone: `bash -c '. .ci/lib.sh; apt_install_backports qemu-system-arm'`.

# The proofs that ran, in order; .ci/run's last line names them.
proofs=()
proof_ran() { proofs+=("$*"); }

# cannot_run PROOF REASON: a proof that cannot run (its tool could not be
# installed, its toolchain is not there). With CI=true the run fails,
# naming the proof and the reason; elsewhere (a developer's machine) the
# proof is skipped, said so here and in the last line.
cannot_run() {
  local proof=$1 reason=$2
  if [ "${CI:-}" = true ]; then
    echo "FAILED: proof $proof could not run: $reason (CI=true: a proof that cannot run fails the run)" >&2
    exit 1
  fi
  echo "SKIPPED: proof $proof: $reason"
  proofs+=("SKIPPED:$proof")
}

# The last line: the proofs that ran (and, on a failure, that it failed).
proofs_line() {
  local status=$1
  if [ "$status" -eq 0 ]; then
    printf '== proofs run: %s\n' "${proofs[*]:-none}"
  else
    printf '== proofs run before the failure (exit status %s): %s\n' "$status" "${proofs[*]:-none}"
  fi
}

# OS packages for the heavy proofs (emulators, cross toolchains): installed
# with apt-get as root or through sudo; `apt-get update` runs once. Never
# removes a package the machine has (--no-remove): an install that would
# fails instead, and says why.
have() { for tool in "$@"; do command -v "$tool" >/dev/null || return 1; done; }
apt_updated=no
apt_sudo=()
apt_log=$(mktemp)
apt_ready() {
  if [ "$(id -u)" -ne 0 ]; then
    { command -v sudo >/dev/null && sudo -n true 2>/dev/null; } || { echo "not root and no sudo: cannot install packages"; return 1; }
    apt_sudo=(sudo -n)
  fi
  command -v apt-get >/dev/null || { echo "no apt-get: cannot install packages"; return 1; }
}
# What a failed apt-get said: its errors and the packages it would have
# removed, else its last lines.
apt_failure() {
  { grep -A 2 'will be REMOVED' "$apt_log"; grep '^E:' "$apt_log"; } || tail -n 5 "$apt_log"
  echo "$* failed (above: what apt-get said)"
}
apt_install() {
  apt_ready || return 1
  if [ "$apt_updated" = no ]; then
    "${apt_sudo[@]}" apt-get update -q >/dev/null || { echo "apt-get update failed"; return 1; }
    apt_updated=yes
  fi
  "${apt_sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-remove --no-install-recommends "$@" \
    >"$apt_log" 2>&1 || { apt_failure "apt-get install $*"; return 1; }
}

# The mirror that serves the Debian release CODENAME in this machine's
# apt sources (one-line or deb822 form), else deb.debian.org.
debian_mirror() {
  local codename=$1 uri
  uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | sed 's/\[[^]]*\]//' \
    | awk -v s="$codename" '$1 == "deb" && $3 == s { print $2; exit }' || true)
  [ -n "$uri" ] || uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk -v s="$codename" '
    BEGIN { RS = "" }
    {
      uri = ""; serves = 0; n = split($0, line, "\n")
      for (k = 1; k <= n; k++) {
        m = split(line[k], field, /[ \t]+/)
        if (field[1] == "URIs:") uri = field[2]
        if (field[1] == "Suites:") for (j = 2; j <= m; j++) if (field[j] == s) serves = 1
        if (field[1] == "Enabled:" && field[2] == "no") serves = 0
      }
      if (serves && uri != "") { print uri; exit }
    }' || true)
  echo "${uri:-http://deb.debian.org/debian}"
}

# Installs PACKAGES from this release's backports suite (bookworm-backports
# on bookworm): the suite in a sources file of its own under
# /etc/apt/sources.list.d/, `apt-get install -t`, then the file removed and
# the package lists read again, so that later installs see the machine's
# own suites only. For a machine whose preinstalled packages come from
# backports, where the default suite's versions would replace them.
apt_install_backports() {
  apt_ready || return 1
  local codename mirror keyring=/usr/share/keyrings/debian-archive-keyring.gpg status=0
  local sources=/etc/apt/sources.list.d/chess-tables-ci-backports.sources
  codename=$(sed -n 's/^VERSION_CODENAME=//p' /etc/os-release 2>/dev/null | tr -d '"' || true)
  [ -n "$codename" ] || { echo "no VERSION_CODENAME in /etc/os-release: no backports suite to name"; return 1; }
  mirror=$(debian_mirror "$codename")
  echo "installing $* from $codename-backports ($mirror, in $sources for this install only)"
  printf 'Types: deb\nURIs: %s\nSuites: %s-backports\nComponents: main\n%s\n' "$mirror" "$codename" \
    "$([ -f "$keyring" ] && echo "Signed-By: $keyring")" | "${apt_sudo[@]}" tee "$sources" | sed 's/^/  /'

  if ! "${apt_sudo[@]}" apt-get update -q >/dev/null; then
    echo "apt-get update with $codename-backports failed"
    status=1
  elif ! "${apt_sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-remove --no-install-recommends \
    -t "$codename-backports" "$@" >"$apt_log" 2>&1; then
    apt_failure "apt-get install -t $codename-backports $*"
    status=1
  fi
  "${apt_sudo[@]}" rm -f "$sources"
  "${apt_sudo[@]}" apt-get update -q >/dev/null || { echo "apt-get update without $codename-backports failed"; status=1; }
  apt_updated=yes
  return "$status"
}
