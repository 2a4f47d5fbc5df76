import { expect, test } from "./support/fixtures";
import { bornAgo, portugueseDate } from "./support/animals";
import { addAnimal, findAnimal } from "./support/database";
import { createMember, uniqueName } from "./support/members";
import { signInQuickly, toasts } from "./support/session";
import { keepToOneDay } from "./support/scheduling";

// /animals: a member's own animals (create, edit, delete) and the trainer's view of everyone's.

test("a student adds an animal, corrects it and deletes it", async ({ page, request }) => {
  await keepToOneDay(); // ages in years and months, as of today
  const student = await createMember(request, { name: "Beatriz Valente", firstAnimal: { name: "Bobi", birthDate: "2021-03-14" } });
  await signInQuickly(page, student);
  await page.goto("/animals");
  await expect(page.getByRole("heading", { name: "Os Meus Animais" })).toBeVisible();
  const mine = page.getByRole("list", { name: "Os meus animais" });
  await expect(mine.getByRole("listitem")).toHaveCount(1);

  // The form asks for a birth date before anything is sent.
  const form = page.getByRole("region", { name: "Adicionar Animal" });
  await form.getByLabel("Nome do animal").fill("Luna");
  await form.getByRole("button", { name: "Adicionar animal" }).click();
  await expect(form.getByRole("alert")).toHaveText("Nome e data de nascimento são obrigatórios.");
  await expect(toasts(page).getByText("Nome e data de nascimento são obrigatórios.")).toBeVisible();

  // The new card's 'Condutores' load after it shows; its buttons must not move when they arrive
  // (a tap on 'Editar' at that moment missed it). Their answer is held until the card is measured.
  let releaseHandlers = () => {};
  const handlersHeld = new Promise<void>((resolve) => (releaseHandlers = resolve));
  await page.route(/\/api\/animals\/\d+\/handlers$/, async (route) => {
    await handlersHeld;
    await route.continue();
  });

  const born = bornAgo(2, 5);
  await form.getByLabel("Data de nascimento").fill(born);
  await form.getByLabel("Observações (opcional)").fill("Border collie, muito rápida");
  await form.getByRole("button", { name: "Adicionar animal" }).click();
  await expect(toasts(page).getByText('Animal "Luna" adicionado com sucesso!')).toBeVisible();
  const luna = mine.getByRole("listitem", { name: "Luna", exact: true });
  await expect(luna).toContainText(portugueseDate(born));
  await expect(luna).toContainText("2 anos e 5 meses");
  await expect(luna).toContainText("Border collie, muito rápida");
  await expect(form.getByLabel("Nome do animal")).toHaveValue("");
  const before = await luna.getByRole("button", { name: "Editar" }).boundingBox();
  releaseHandlers();
  await expect(luna.getByText("Ainda ninguém além de si.")).toBeVisible();
  expect(await luna.getByRole("button", { name: "Editar" }).boundingBox()).toEqual(before);
  await page.unroute(/\/api\/animals\/\d+\/handlers$/);

  // A new name and a corrected birth date.
  await luna.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar Animal" });
  await expect(edit.getByLabel("Nome do animal")).toHaveValue("Luna");
  await expect(edit.getByLabel("Data de nascimento")).toHaveValue(portugueseDate(born));
  await edit.getByLabel("Nome do animal").fill("Luna Maria");
  const corrected = bornAgo(1, 1);
  await edit.getByLabel("Data de nascimento").fill(corrected);
  await edit.getByRole("button", { name: "Guardar alterações" }).click();
  await expect(toasts(page).getByText('Animal "Luna Maria" atualizado com sucesso!')).toBeVisible();
  await expect(edit).toBeHidden();
  const lunaMaria = mine.getByRole("listitem", { name: "Luna Maria", exact: true });
  await expect(lunaMaria).toContainText(portugueseDate(corrected));
  await expect(lunaMaria).toContainText("1 ano e 1 mês");

  // Deleting asks first; cancelling keeps her.
  const confirm = page.getByRole("dialog", { name: "Eliminar Animal" });
  await lunaMaria.getByRole("button", { name: "Eliminar" }).click();
  await expect(confirm).toContainText('Tem a certeza de que pretende eliminar o animal "Luna Maria"?');
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(lunaMaria).toBeVisible();

  await lunaMaria.getByRole("button", { name: "Eliminar" }).click();
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(toasts(page).getByText("Animal eliminado com sucesso!")).toBeVisible();
  await expect(lunaMaria).toHaveCount(0);
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(mine.getByRole("listitem", { name: "Bobi" })).toBeVisible();
});

test("the trainer finds members' animals by section, search and filter, and renames one", async ({
  page,
  request,
  trainerPage: trainer,
}) => {
  // Owner names carry a tag, so a repeated journey finds only its own members.
  const regular = await createMember(request, { name: uniqueName("Octávio Lemos"), firstAnimal: { name: "Faísca", birthDate: "2019-04-12" } });
  const external = await createMember(request, { name: uniqueName("Patrícia Quintas"), role: "external" });
  await addAnimal(external.email, { name: "Trovão", birthDate: "2020-06-01" });

  await trainer.goto("/animals");
  await expect(trainer.getByRole("heading", { name: "Animais", exact: true })).toBeVisible();
  const regulars = trainer.getByRole("region", { name: "Alunos Regulares" });
  const externals = trainer.getByRole("region", { name: "Alunos Externos" });
  const guests = trainer.getByRole("region", { name: "Convidados" });
  const faisca = regulars.getByRole("list", { name: `Animais de ${regular.name}` }).getByRole("listitem", { name: "Faísca" });
  const trovao = externals.getByRole("list", { name: `Animais de ${external.name}` }).getByRole("listitem", { name: "Trovão" });
  await expect(faisca).toContainText("12/04/2019");
  await expect(trovao).toContainText("01/06/2020");
  await expect(guests).toBeVisible();

  // Each section lists its owners in alphabetical order.
  const owners = await regulars.getByRole("list").evaluateAll((lists) => lists.map((list) => list.getAttribute("aria-label") ?? ""));
  expect(owners).toEqual([...owners].sort((a, b) => a.localeCompare(b, "pt")));

  // Search by animal (accents optional) and by owner.
  const search = trainer.getByRole("searchbox", { name: "Pesquisar por aluno ou animal" });
  await search.fill("trovao");
  await expect(trovao).toBeVisible();
  await expect(faisca).toHaveCount(0);
  await search.fill(regular.name);
  await expect(faisca).toBeVisible();
  await expect(trovao).toHaveCount(0);
  await search.fill("");

  // Todos / Alunos / Externos.
  const filters = trainer.getByRole("group", { name: "Filtrar animais por categoria do aluno" });
  await filters.getByRole("button", { name: "Alunos" }).click();
  await expect(faisca).toBeVisible();
  await expect(externals).toHaveCount(0);
  await expect(guests).toHaveCount(0);
  await filters.getByRole("button", { name: "Externos" }).click();
  await expect(trovao).toBeVisible();
  await expect(regulars).toHaveCount(0);
  await filters.getByRole("button", { name: "Todos" }).click();
  await expect(filters.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "true");
  await expect(faisca).toBeVisible();
  await expect(trovao).toBeVisible();
  await expect(guests).toBeVisible();

  // The trainer renames Faísca in the edit modal.
  await faisca.getByRole("button", { name: "Editar" }).click();
  const edit = trainer.getByRole("dialog", { name: "Editar Animal" });
  await edit.getByLabel("Nome do animal").fill("Faísca Veloz");
  await edit.getByLabel("Observações (opcional)").fill("Salta bem o muro");
  await edit.getByRole("button", { name: "Guardar alterações" }).click();
  await expect(toasts(trainer).getByText('Animal "Faísca Veloz" atualizado com sucesso!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(
    regulars.getByRole("list", { name: `Animais de ${regular.name}` }).getByRole("listitem", { name: "Faísca Veloz" }),
  ).toContainText("Salta bem o muro");

  // Its owner sees the new name.
  await signInQuickly(page, regular);
  await page.goto("/animals");
  const renamed = page.getByRole("list", { name: "Os meus animais" }).getByRole("listitem", { name: "Faísca Veloz" });
  await expect(renamed).toContainText("Salta bem o muro");
  await expect(renamed).toContainText("12/04/2019");
});

test("a member sees only their own animals and cannot touch another member's", async ({ page, request }) => {
  const owner = await createMember(request, { name: "Sofia Barros", firstAnimal: null });
  const nala = await addAnimal(owner.email, { name: "Nala", birthDate: "2022-02-02" });
  const other = await createMember(request, { name: "Rui Carvalho", firstAnimal: { name: "Thor", birthDate: "2018-09-30" } });

  await signInQuickly(page, other);
  await page.goto("/animals");
  const mine = page.getByRole("list", { name: "Os meus animais" });
  await expect(mine.getByRole("listitem", { name: "Thor" })).toBeVisible();
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("Nala")).toHaveCount(0);

  // Nor by calling the API with Nala's number.
  const body = { name: "Roubada", birth_date: "2022-02-02", observations: null };
  expect((await page.request.put(`/api/animals/${nala}`, { data: body })).status()).toBe(404);
  expect((await page.request.put(`/api/animals/trainer/${nala}`, { data: body })).status()).toBe(403);
  expect((await page.request.delete(`/api/animals/${nala}`)).status()).toBe(404);
  const listed = await (await page.request.get("/api/animals/my")).json();
  expect(listed.animals.map((animal: { name: string }) => animal.name)).toEqual(["Thor"]);
  expect(await findAnimal(nala)).toMatchObject({ name: "Nala" });
});
