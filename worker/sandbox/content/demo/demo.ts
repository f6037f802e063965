import type { MerchantContent } from "../schema.ts";
import { buildContent } from "./build.ts";
import { DEMO_ACTIVITIES } from "./demoActivities.ts";
import { THEMES } from "./games.ts";

/** Demo Bet, Brazil: football and slots, paid in reais by Pix. Portuguese first, English second. */
const NEWS = THEMES.DEMO.news;

export const DEMO: MerchantContent = buildContent("DEMO", {
  languages: ["PT-BR", "EN"],
  banners: [
    {
      id: "db-banner-deposit",
      groupName: "m_home",
      art: "banner-deposit",
      linkageType: "P",
      linkage: "/m/activity?id=db-first-deposit",
      title: { "PT-BR": "100% no primeiro depósito até R$\u00a0500", EN: "100% first deposit bonus up to R$\u00a0500" },
    },
    {
      id: "db-banner-tips",
      groupName: "m_home",
      art: "banner-football",
      linkageType: "URL",
      linkage: `${NEWS}/palpites-da-rodada`,
      title: { "PT-BR": "Palpites da rodada no blog da Demo Bet", EN: "Match-day tips on the Demo Bet blog" },
    },
    {
      id: "db-banner-bolao",
      groupName: "m_home",
      art: "banner-bolao",
      linkageType: "G",
      game: "bolao-da-rodada",
      title: { "PT-BR": "Bolão da Rodada: acerte os placares e leve até R$\u00a050.000", EN: "Matchday Pool: call the scores and win up to R$\u00a050.000" },
    },
    {
      id: "db-welcome-1",
      groupName: "m_popup1",
      art: "popup-welcome",
      linkageType: "",
      title: { "PT-BR": "Bem-vindo à Demo Bet", EN: "Welcome to Demo Bet" },
    },
    {
      id: "db-welcome-2",
      groupName: "m_popup2",
      art: "popup-save",
      linkageType: "",
      title: { "PT-BR": "Salve o nosso endereço", EN: "Save our address" },
      text: {
        "PT-BR":
          "Salve esta imagem e adicione a Demo Bet à tela inicial: assim você sempre encontra o nosso endereço oficial, mesmo que um link pare de funcionar.",
        EN: "Save this picture and add Demo Bet to your home screen, so you always find our official address, even if a link stops working.",
      },
    },
  ],
  popups: {
    style: "slider",
    forceRead: false,
    dontShowToday: true,
    doNotShowAgain: false,
    items: [
      {
        id: "db-popup-welcome",
        execution: "B",
        text: {
          "PT-BR": {
            title: "Bem-vindo à Demo Bet!",
            content:
              "<p>Futebol, slots e loterias em um só lugar.</p><ul><li>Depósitos e saques via Pix em minutos</li><li>Suporte 24 horas em português</li></ul><p><strong>Cadastre-se em 1 minuto</strong> e comece a jogar.</p>",
          },
          EN: {
            title: "Welcome to Demo Bet!",
            content:
              "<p>Football, slots and lotteries in one place.</p><ul><li>Pix deposits and withdrawals in minutes</li><li>Support around the clock</li></ul><p><strong>Sign up in a minute</strong> and start playing.</p>",
          },
        },
      },
      {
        id: "db-popup-register",
        execution: "B",
        activityId: "db-welcome-register",
        text: {
          "PT-BR": {
            title: "20 giros grátis no cadastro",
            content: "<p>Crie sua conta hoje e ganhe <strong>20 giros grátis</strong> no Samba 777, sem precisar depositar.</p>",
          },
          EN: {
            title: "20 free spins when you sign up",
            content: "<p>Open your account today and get <strong>20 free spins</strong> on Samba 777, no deposit needed.</p>",
          },
        },
      },
      {
        id: "db-popup-deposit",
        execution: "A",
        activityId: "db-first-deposit",
        text: {
          "PT-BR": {
            title: "Seu primeiro depósito vale o dobro",
            content: "<p>Deposite via Pix a partir de R$\u00a020 e receba <strong>100% de bônus</strong>, até R$\u00a0500.</p>",
          },
          EN: {
            title: "Your first deposit counts double",
            content: "<p>Deposit R$\u00a020 or more by Pix and get a <strong>100% bonus</strong>, up to R$\u00a0500.</p>",
          },
        },
      },
      {
        id: "db-popup-pix",
        execution: "A",
        text: {
          "PT-BR": {
            title: "Manutenção programada do Pix",
            content:
              "<p>Na <strong>terça-feira, das 3h às 4h</strong> (horário de Brasília), depósitos e saques via Pix podem atrasar por causa de uma manutenção do banco parceiro.</p><p>Seu saldo está seguro. Dúvidas? Fale com o suporte.</p>",
          },
          EN: {
            title: "Scheduled Pix maintenance",
            content:
              "<p>On <strong>Tuesday from 3 to 4 a.m.</strong> (Brasília time), Pix deposits and withdrawals may be delayed while our partner bank carries out maintenance.</p><p>Your balance is safe. Questions? Talk to support.</p>",
          },
        },
      },
      {
        id: "db-popup-first-login",
        execution: "F",
        text: {
          "PT-BR": {
            title: "Primeiro acesso? Proteja sua conta",
            content: `<p>Que bom ter você aqui! Antes de jogar:</p><ul><li>Cadastre sua chave Pix para sacar mais rápido.</li><li>Ative a verificação em duas etapas.</li></ul><p><a href="${NEWS}/seguranca">Dicas de segurança</a></p>`,
          },
          EN: {
            title: "First time here? Secure your account",
            content: `<p>Great to have you! Before you play:</p><ul><li>Add your Pix key to withdraw faster.</li><li>Turn on two-step verification.</li></ul><p><a href="${NEWS}/seguranca">Security tips</a></p>`,
          },
        },
      },
    ],
  },
  marquee: {
    "PT-BR": [
      "Parabéns, joa***89! R$\u00a012.480 no Samba 777.",
      "Saques via Pix em até 5 minutos, 24 horas por dia.",
      "Jogue com responsabilidade. Proibido para menores de 18 anos.",
    ],
    EN: ["Congratulations, joa***89! R$\u00a012.480 on Samba 777.", "Pix withdrawals in under 5 minutes, day and night.", "Play responsibly. Over-18s only."],
  },
  categories: [
    { id: "cat-new", name: { "PT-BR": "Novidades", EN: "New" } },
    { id: "cat-sports", name: { "PT-BR": "Futebol", EN: "Football" } },
    { id: "cat-casino", name: { "PT-BR": "Cassino", EN: "Casino" } },
    { id: "cat-vip", name: { "PT-BR": "VIP", EN: "VIP" } },
  ],
  activities: DEMO_ACTIVITIES,
  promotions: { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } },
  laneTitles: {
    HOT: { "PT-BR": "Em alta", EN: "Trending" },
    SLOTS: { "PT-BR": "Slots", EN: "Slots" },
    SPORTS: { "PT-BR": "Futebol virtual", EN: "Virtual football" },
    CRASH: { "PT-BR": "Jogos rápidos", EN: "Instant games" },
    LIVE: { "PT-BR": "Cassino ao vivo", EN: "Live casino" },
    LOTTERY: { "PT-BR": "Loterias", EN: "Lotteries" },
  },
});
