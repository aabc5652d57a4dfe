#!/usr/bin/env bash
# check_symbols.sh <libhitmask.so> <hitmask.h>: the shared library exports hitmask's public API
# and nothing else. Every defined dynamic symbol must be a C function of hitmask.h (hm_*) or a
# name in namespace hitmask outside the implementation (no xsimd, kernels, reference, dispatch
# tables, std:: instantiations); and every function hitmask.h declares must be exported.
set -euo pipefail
lib=$1 header=$2
symbols=$(nm -D --defined-only "$lib" | awk '{print $3}' | sort -u)
[ -n "$symbols" ] || { echo "no dynamic symbols in $lib"; exit 1; }
bad=0
while read -r sym; do
  case "$sym" in
    hm_*) grep -q "\b$sym(" "$header" || { echo "not in hitmask.h: $sym"; bad=1; } ;;
    _Z*)
      name=$(c++filt "$sym")
      if [[ "$name" != hitmask::* ]] || [[ "$name" =~ xsimd|kernel|reference_impl|_table|arch|::(sse4_2|avx2|avx512|neon64)::|std::__ ]]; then
        echo "not public API: $name"; bad=1
      fi ;;
    *) echo "unexpected symbol: $sym"; bad=1 ;;
  esac
done <<<"$symbols"
for fn in $(grep -o 'HITMASK_API [^(]*(' "$header" | grep -o 'hm_[a-z0-9_]*(' | tr -d '('); do
  grep -qx "$fn" <<<"$symbols" || { echo "declared in hitmask.h but not exported: $fn"; bad=1; }
done
soname=$(readelf -d "$lib" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
[[ "$soname" =~ ^libhitmask\.so\.[0-9]+$ ]] || { echo "SONAME '$soname' does not carry the major version"; bad=1; }
echo "$(wc -l <<<"$symbols") exported symbols ($(grep -c '^hm_' <<<"$symbols") C, $(grep -c '^_Z' <<<"$symbols") C++), SONAME $soname"
exit $bad
