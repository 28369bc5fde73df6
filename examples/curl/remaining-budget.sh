#!/usr/bin/env bash
# Today's goal, what was eaten and what is left (kcal and PFC): ./remaining-budget.sh
set -euo pipefail
. "$(dirname "$0")/common.sh"

# An axis of the goal is null where the day has none (a day's override of kcal alone, without a goal).
api GET /nutrition | jq -r '.data.days[0] |
  def axis($value; $letter; $unit): if $value == null then "no \($letter) goal" else "\($letter) \($value) \($unit)" end;
  if .remaining == null then "\(.date): no goal set; eaten \(.consumed.cal) kcal"
  else "\(.date): remaining \(if .remaining.cal == null then "no kcal goal" else "\(.remaining.cal) kcal" end), \(axis(.remaining.protein; "P"; "g")), \(axis(.remaining.fat; "F"; "g")), \(axis(.remaining.carbs; "C"; "g")) (eaten \(.consumed.cal)\(if .goal.cal == null then "" else " of \(.goal.cal)" end) kcal)"
  end'
