#!/usr/bin/env bash
# Sets of items at one store that fit a target: ./sets-at-store.sh familymart 650 30 20 80
set -euo pipefail
. "$(dirname "$0")/common.sh"
shop="${1:-familymart}"
body="$(jq -cn --arg shop "$shop" --argjson cal "${2:-650}" --argjson p "${3:-30}" --argjson f "${4:-20}" --argjson c "${5:-80}" \
  '{shopId: $shop, mealType: "lunch", target: {cal: $cal, protein: $p, fat: $f, carbs: $c}}')"

# No set fits: the answer's emptyReason says which part of the request none could meet.
api POST /sets "$body" | jq -r --arg shop "$shop" '.data |
  if (.sets | length) == 0 then "\($shop): no set fits: \(.emptyReason.message // "no combination meets the target")"
  else .sets[] | "\(.shopName): \([.items[].name] | join(" + ")) = \(.totals.cal) kcal, P \(.totals.protein) g, F \(.totals.fat) g, C \(.totals.carbs) g"
  end'
