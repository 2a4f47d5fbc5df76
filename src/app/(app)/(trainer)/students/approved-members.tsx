"use client";

import { useState } from "react";
import { CountBadge } from "@/components/ui/count-badge";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { matchesSearch, SearchField } from "@/components/ui/search-field";
import { ApprovedMemberActions, statusErrorOf, type ApprovedMemberHandlers } from "./approved-member-actions";
import { MemberCard, MemberList, NoMemberFound } from "./member-card";
import type { Member } from "./member-api";

type Filter = "all" | "active" | "external";

const FILTERS = [
  { value: "all", label: "Todos" },
  { value: "active", label: "Ativos" },
  { value: "external", label: "Externos" },
] as const;

/**
 * 'Alunos Aprovados': regular and external members, filtered, searched and grouped. The search
 * filters the list already loaded as the trainer types (name or email, accents and case aside).
 */
export function ApprovedMembers({ members, ...handlers }: ApprovedMemberHandlers & { members: readonly Member[] }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [search, setSearch] = useState("");

  const shown = members.filter(
    (member) =>
      (filter !== "active" || member.is_active) &&
      (filter !== "external" || member.role === "external") &&
      matchesSearch(search, member.name, member.email),
  );
  const searching = search.trim() !== "";
  const groups = [
    { title: "Alunos Regulares", members: shown.filter((member) => member.role === "student"), visible: filter !== "external" },
    { title: "Alunos Externos", members: shown.filter((member) => member.role === "external"), visible: true },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterButtons label="Filtrar alunos aprovados" options={FILTERS} value={filter} onChange={setFilter} />
        <SearchField
          label="Pesquisar aluno aprovado"
          placeholder="Pesquisar aluno aprovado..."
          value={search}
          onChange={setSearch}
          className="sm:w-80"
        />
      </div>
      {searching && shown.length === 0 ? (
        <NoMemberFound />
      ) : (
        groups
          .filter((group) => group.visible)
          .map((group) => (
            <section key={group.title} aria-label={group.title} className="space-y-3">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                {group.title} <CountBadge count={group.members.length} />
              </h2>
              <MemberList members={group.members} empty="Nenhum aluno encontrado.">
                {(member) => (
                  <MemberCard
                    key={member.id}
                    member={member}
                    actions={<ApprovedMemberActions member={member} {...handlers} />}
                    alert={statusErrorOf(member, handlers)}
                  />
                )}
              </MemberList>
            </section>
          ))
      )}
    </div>
  );
}
