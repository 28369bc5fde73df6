#!/usr/bin/env bash
# Today's goal, what was eaten and what is left (kcal and PFC): ./remaining-budget.sh
set -euo pipefail
. "$(dirname "$0")/common.sh"

api GET /nutrition | jq -r '.data.days[0] |
  if .remaining == null then "\(.date): no goal set; eaten \(.consumed.cal) kcal"
  else "\(.date): remaining \(.remaining.cal) kcal, P \(.remaining.protein) g, F \(.remaining.fat) g, C \(.remaining.carbs) g (eaten \(.consumed.cal) of \(.goal.cal) kcal)"
  end'
