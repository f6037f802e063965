import { promotions } from "./promotions.ts";
import { THEMES } from "./games.ts";

/**
 * Demo Bet's promotions, in its own words (promotions.ts says which promotions every demo merchant runs).
 */
const NEWS = THEMES.DEMO.news;

export const DEMO_ACTIVITIES = promotions<"PT-BR" | "EN">("db", NEWS, {
  appDownload: {
    categories: ["cat-new"],
    text: {
      "PT-BR": {
        title: "Baixe o app e ganhe R$\u00a010",
        summary: "Instale o app da Demo Bet no celular e receba R$\u00a010 de bônus na hora.",
        button: "Baixar o app",
        content:
          "<p>Jogue mais rápido e receba alertas dos seus jogos favoritos.</p><ul><li>Instale o app da Demo Bet no Android ou no iPhone.</li><li>Entre na sua conta pelo app pela primeira vez.</li><li>O bônus de <strong>R$\u00a010</strong> cai na sua carteira em até 5 minutos.</li></ul><p>Válido uma vez por conta e por aparelho. Rollover de 3x.</p>",
      },
      EN: {
        title: "Get the app, get R$\u00a010",
        summary: "Install the Demo Bet app on your phone and get a R$\u00a010 bonus straight away.",
        button: "Get the app",
        content:
          "<p>Play faster and get alerts for your favourite games.</p><ul><li>Install the Demo Bet app on Android or iPhone.</li><li>Log in to your account in the app for the first time.</li><li>The <strong>R$\u00a010</strong> bonus reaches your wallet within 5 minutes.</li></ul><p>Once per account and device. 3x wagering.</p>",
      },
    },
  },
  register: {
    categories: ["cat-new", "cat-casino"],
    text: {
      "PT-BR": {
        title: "Cadastre-se e ganhe 20 giros grátis",
        summary: "Crie sua conta em 1 minuto e ganhe 20 giros no Samba 777.",
        button: "Criar conta",
        content:
          "<p>Crie sua conta e receba <strong>20 giros grátis</strong> no Samba 777, sem precisar depositar.</p><ul><li>Cadastro com CPF e celular.</li><li>Os giros valem por 7 dias.</li><li>Os ganhos dos giros têm rollover de 10x.</li></ul>",
      },
      EN: {
        title: "Sign up and get 20 free spins",
        summary: "Open your account in a minute and get 20 spins on Samba 777.",
        button: "Sign up",
        content:
          "<p>Open your account and get <strong>20 free spins</strong> on Samba 777, no deposit needed.</p><ul><li>Sign up with your CPF and mobile number.</li><li>The spins last 7 days.</li><li>Winnings from the spins carry 10x wagering.</li></ul>",
      },
    },
  },
  firstDeposit: {
    categories: ["cat-new", "cat-casino"],
    text: {
      "PT-BR": {
        title: "100% no primeiro depósito até R$\u00a0500",
        summary: "Deposite via Pix e nós dobramos o seu primeiro depósito.",
        button: "Depositar agora",
        content: `<p>Faça seu primeiro depósito via Pix e receba <strong>100% de bônus</strong>, até R$\u00a0500.</p><ul><li>Depósito mínimo: R$\u00a020.</li><li>Rollover de 15x em slots ou 5x em apostas de futebol com odd mínima de 1,50.</li><li>O bônus expira em 30 dias.</li></ul><p><a href="${NEWS}/regras-bonus">Regras completas</a></p>`,
      },
      EN: {
        title: "100% first deposit bonus up to R$\u00a0500",
        summary: "Deposit by Pix and we double your first deposit.",
        button: "Deposit now",
        content: `<p>Make your first deposit by Pix and get a <strong>100% bonus</strong>, up to R$\u00a0500.</p><ul><li>Minimum deposit: R$\u00a020.</li><li>15x wagering on slots, or 5x on football bets at odds of 1.50 or more.</li><li>The bonus expires after 30 days.</li></ul><p><a href="${NEWS}/regras-bonus">Full terms</a></p>`,
      },
    },
  },
  rewardCenter: {
    categories: ["cat-vip"],
    text: {
      "PT-BR": {
        title: "Central de Recompensas",
        summary: "Todos os seus bônus, giros e cashbacks em um só lugar.",
        button: "Ver recompensas",
        content:
          "<p>Na Central de Recompensas você resgata os bônus das promoções, os giros grátis e o cashback semanal.</p><p>Recompensas não resgatadas em <strong>7 dias</strong> expiram.</p>",
      },
      EN: {
        title: "Reward Centre",
        summary: "All your bonuses, spins and cashback in one place.",
        button: "See my rewards",
        content:
          "<p>Claim your promotion bonuses, free spins and weekly cashback in the Reward Centre.</p><p>Rewards not claimed within <strong>7 days</strong> expire.</p>",
      },
    },
  },
  missions: {
    categories: ["cat-sports"],
    text: {
      "PT-BR": {
        title: "Missões da semana: até R$\u00a050",
        summary: "Complete desafios no futebol e nos slots e ganhe prêmios toda semana.",
        button: "Ver missões",
        content:
          "<p>Toda segunda-feira tem missões novas:</p><ul><li>Faça 5 palpites no Bolão da Rodada.</li><li>Jogue 100 rodadas em qualquer slot.</li><li>Acerte um placar exato no Gol de Placa.</li></ul><p>Cada missão vale até <strong>R$\u00a010</strong>; complete todas e leve R$\u00a050.</p>",
      },
      EN: {
        title: "Weekly missions: up to R$\u00a050",
        summary: "Complete football and slots challenges and win prizes every week.",
        button: "See missions",
        content:
          "<p>New missions every Monday:</p><ul><li>Make 5 picks in Matchday Pool.</li><li>Play 100 rounds on any slot.</li><li>Call an exact score in Wonder Goal.</li></ul><p>Each mission pays up to <strong>R$\u00a010</strong>; complete them all for R$\u00a050.</p>",
      },
    },
  },
  vip: {
    slug: "vip-club",
    categories: ["cat-vip"],
    text: {
      "PT-BR": {
        title: "Clube VIP: até 15% de cashback",
        summary: "Suba de nível e ganhe cashback, saques prioritários e gerente exclusivo.",
        button: "Meus benefícios",
        content:
          "<p>Quanto mais você joga, mais benefícios recebe:</p><ul><li><strong>Bronze a Ouro:</strong> cashback semanal de 5% a 10%.</li><li><strong>Diamante:</strong> 15% de cashback e saques prioritários.</li><li>Presente de aniversário em todos os níveis.</li></ul>",
      },
      EN: {
        title: "VIP Club: up to 15% cashback",
        summary: "Level up for cashback, priority withdrawals and a personal manager.",
        button: "My benefits",
        content:
          "<p>The more you play, the more you get:</p><ul><li><strong>Bronze to Gold:</strong> 5% to 10% weekly cashback.</li><li><strong>Diamond:</strong> 15% cashback and priority withdrawals.</li><li>A birthday gift at every level.</li></ul>",
      },
    },
  },
  pointMarket: {
    categories: ["cat-vip"],
    text: {
      "PT-BR": {
        title: "Pontos em dobro na Loja de Pontos",
        summary: "Neste fim de semana cada aposta vale o dobro de pontos.",
        button: "Ir para a loja",
        content:
          "<p>De sexta a domingo, cada R$\u00a01 apostado vale <strong>2 pontos</strong>.</p><p>Troque seus pontos por giros grátis, bônus e camisas de futebol na Loja de Pontos.</p>",
      },
      EN: {
        title: "Double points in the Point Market",
        summary: "This weekend every bet earns double points.",
        button: "Go to the market",
        content:
          "<p>From Friday to Sunday, every R$\u00a01 you bet earns <strong>2 points</strong>.</p><p>Swap your points for free spins, bonuses and football shirts in the Point Market.</p>",
      },
    },
  },
  inviteFriends: {
    categories: ["cat-new"],
    text: {
      "PT-BR": {
        title: "Indique amigos e ganhe R$\u00a030 por indicação",
        summary: "Compartilhe seu link; quando o amigo depositar, você ganha.",
        button: "Convidar amigos",
        content:
          "<p>Envie o seu link de indicação pelo WhatsApp ou pelas redes sociais.</p><ul><li>Seu amigo se cadastra e deposita pelo menos R$\u00a030.</li><li>Você recebe <strong>R$\u00a030</strong> por indicação, até 50 amigos por mês.</li></ul>",
      },
      EN: {
        title: "Refer friends, earn R$\u00a030 each",
        summary: "Share your link; when a friend deposits, you earn.",
        button: "Invite friends",
        content:
          "<p>Send your referral link over WhatsApp or social media.</p><ul><li>Your friend signs up and deposits at least R$\u00a030.</li><li>You get <strong>R$\u00a030</strong> per friend, for up to 50 friends a month.</li></ul>",
      },
    },
  },
  cashback: {
    slug: "slots-cashback",
    categories: ["cat-casino"],
    text: {
      "PT-BR": {
        title: "Cashback de 10% em slots toda segunda",
        summary: "Perdeu na semana? Devolvemos 10% na Central de Recompensas.",
        button: "Resgatar cashback",
        content:
          "<p>Toda segunda-feira devolvemos <strong>10% das perdas líquidas</strong> da semana em slots, até R$\u00a01.000.</p><p>O cashback fica na Central de Recompensas por 3 dias, sem rollover.</p>",
      },
      EN: {
        title: "10% slots cashback every Monday",
        summary: "Lost this week? We give 10% back in the Reward Centre.",
        button: "Claim cashback",
        content:
          "<p>Every Monday we return <strong>10% of your net losses</strong> on slots from the week before, up to R$\u00a01.000.</p><p>The cashback waits in the Reward Centre for 3 days, with no wagering.</p>",
      },
    },
  },
  news: {
    slug: "match-tips",
    categories: ["cat-sports"],
    text: {
      "PT-BR": {
        title: "Palpites da rodada no blog",
        summary: "Escalações prováveis, desfalques e as odds dos especialistas para o fim de semana.",
        button: "Ler no blog",
        content:
          "<p>Nossa equipe analisa os principais jogos do fim de semana: escalações prováveis, desfalques e as melhores odds.</p><p>Leia no blog e faça seus palpites.</p>",
      },
      EN: {
        title: "Match-day tips on the blog",
        summary: "Likely line-ups, injuries and our experts' odds for the weekend.",
        button: "Read the blog",
        content:
          "<p>Our team looks at the weekend's big games: likely line-ups, injuries and the best odds.</p><p>Read it on the blog, then make your picks.</p>",
      },
    },
  },
  partnerOffer: {
    categories: ["cat-casino"],
    text: {
      "PT-BR": {
        title: "Oferta de parceiro: R$\u00a0100 extras",
        summary: "Promoção de um site parceiro por tempo limitado.",
        button: "Ver oferta",
        content: "<p>Um parceiro oferece <strong>R$\u00a0100</strong> extras para novos jogadores.</p><p>As condições são definidas pelo parceiro.</p>",
      },
      EN: {
        title: "Partner offer: R$\u00a0100 extra",
        summary: "A partner site's offer, for a limited time.",
        button: "See the offer",
        content: "<p>A partner gives new players an extra <strong>R$\u00a0100</strong>.</p><p>The partner sets the terms.</p>",
      },
    },
  },
  luckyWheel: {
    categories: ["cat-casino"],
    text: {
      "PT-BR": {
        title: "Roda da Sorte diária",
        summary: "Gire a roda uma vez por dia e ganhe até R$\u00a01.000.",
        button: "Girar a roda",
        content:
          "<p>Entre todos os dias e gire a Roda da Sorte: prêmios de giros grátis até <strong>R$\u00a01.000</strong>.</p><p>Um giro por dia por conta.</p>",
      },
      EN: {
        title: "Daily Lucky Wheel",
        summary: "Spin the wheel once a day and win up to R$\u00a01.000.",
        button: "Spin the wheel",
        content:
          "<p>Log in every day and spin the Lucky Wheel: prizes from free spins up to <strong>R$\u00a01.000</strong>.</p><p>One spin a day per account.</p>",
      },
    },
  },
});
